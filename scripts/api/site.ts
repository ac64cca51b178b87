/**
 * Everything the page renderers need, read once: the typings of every entry point, the
 * registrations in the bundles, and a link resolver that knows which page documents
 * which symbol.
 */
import {KITS, listGeneratedPages, SCHEMATICS_PACKAGE, type ApiPage, type ApiKit} from '../../lib/entry-points';
import {exportedSubpaths} from '../../lib/typings/export-resolution';
import {anchor} from './markdown';
import {DocRewordings} from './notes';
import {readFeatures, type FeatureRegistration} from '../../lib/typings/registrations';
import type {LinkResolver} from './render-symbols';
import type {ApiSymbolRef, EntryPointApi} from '../../lib/typings/model';
import {TypingsReader} from '../../lib/typings/typings';

export const SCHEMATICS_MODULE = SCHEMATICS_PACKAGE;

export class ApiSite implements LinkResolver {
  readonly pages: ApiPage[];
  readonly reader: TypingsReader;
  private readonly routes = new Map<string, string>();
  private readonly documented = new Map<string, Set<string>>();
  private readonly features = new Map<string, FeatureRegistration[]>();

  constructor() {
    this.pages = listGeneratedPages();
    this.checkPageListAgainstPackages();
    const modules = this.pages.map((p) => ('importPath' in p ? p.importPath : SCHEMATICS_MODULE));
    this.reader = new TypingsReader(modules);
    this.pages.forEach((p, i) => this.routes.set(modules[i], `/docs/api/${p.route}`));
    const rewordings = new DocRewordings();
    for (const module of modules) {
      const api = this.reader.readEntryPoint(module);
      rewordings.apply(api);
      this.documented.set(module, new Set([...api.symbols, ...api.referenced].map((s) => s.exportName)));
      if (module !== SCHEMATICS_MODULE) this.features.set(module, readFeatures(module));
    }
    const stale = rewordings.unused();
    if (stale.length) {
      throw new Error(`scripts/api/notes/doc-comments.json rewords comments that no page shows: ${stale.join(', ')}`);
    }
  }

  /**
   * entry-points.ts fixes the page list; the packages decide what exists. Any difference
   * means an upgrade changed the entry points, and the page list has to be revisited by hand.
   */
  private checkPageListAgainstPackages(): void {
    for (const kit of KITS.filter((k) => k.published)) {
      const actual = exportedSubpaths(kit.package).sort();
      const expected = [...kit.fields].sort();
      if (actual.join() !== expected.join()) {
        throw new Error(
          `${kit.package} exports [${actual.join(', ')}] but the API pages cover [${expected.join(', ')}]`,
        );
      }
    }
  }

  api(module: string): EntryPointApi {
    return this.reader.readEntryPoint(module);
  }

  featuresOf(module: string): FeatureRegistration[] {
    return this.features.get(module) ?? [];
  }

  route(module: string): string | undefined {
    return this.routes.get(module);
  }

  href(ref: ApiSymbolRef, fromModule: string): string | undefined {
    if (!this.documented.get(ref.module)?.has(ref.name)) return undefined;
    const id = anchor(ref.name);
    return ref.module === fromModule ? `#${id}` : `${this.routes.get(ref.module)}#${id}`;
  }

  /** Link to an entry point's page (no anchor). */
  pageLink(module: string): string | undefined {
    return this.routes.get(module);
  }

  /** The feature of a kit that registers a wrapper name, searched across the kit's entry points. */
  wrapperOwner(kit: ApiKit, wrapper: string): FeatureRegistration | undefined {
    for (const field of kit.fields) {
      const owner = this.featuresOf(`${kit.package}/${field}`).find((f) => f.wrappers.some((w) => w.name === wrapper));
      if (owner) return owner;
    }
    return undefined;
  }
}
