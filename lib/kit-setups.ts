/**
 * What each browser kit's app.config.ts needs besides its Formly feature: the
 * imports and providers written into the kit-agnostic examples' app.config.ts in
 * each kit (lib/kit-variants.ts) and into the playground's StackBlitz export. Each
 * kit's `setup` in lib/kits/<kit>/facts.ts; a module of its own, apart from the kit list,
 * so that pages listing kits do not download the set-ups.
 */
import {browserKits, type BrowserKitName} from './kits';
import {kitFacts} from './kits/facts';
import type {KitImport, KitSetup} from './kits/spec';

export type {KitImport, KitProvider, KitSetup} from './kits/spec';

/** The import statement of one `KitImport`, as app.config.ts writes it. */
export function importStatement(entry: KitImport): string {
  const clauses = [entry.default, entry.names ? `{ ${entry.names.join(', ')} }` : undefined].filter(Boolean);
  return clauses.length ? `import ${clauses.join(', ')} from '${entry.from}';` : `import '${entry.from}';`;
}

export const kitSetups = Object.fromEntries(
  browserKits.map((kit) => {
    const {setup} = kitFacts[kit.name];
    if (!setup) {
      throw new Error(
        `lib/kits/${kit.name}/facts.ts: a kit that renders in a browser exports its setup (what its app.config.ts imports and provides besides its Formly feature).`,
      );
    }
    return [kit.name, setup];
  }),
) as Record<BrowserKitName, KitSetup>;
