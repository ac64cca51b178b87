/**
 * What the server knows, as mcp/build.ts writes it to dist/data.json from a production build of the
 * site and from lib/: everything the tools answer from, so that the server needs no network and no
 * repository. Plain JSON types only.
 */
import type {ExtractedPage} from '../../plugins/search-index/client';
import type {FieldArraySchema} from '../../lib/field-schema/types';
import type {KitName} from '../../lib/kits';

export interface DocsData {
  /** The site's root URL, base URL included, ending with a slash (from the build's llms.txt). */
  siteUrl: string;
  /** The pages of the site's embedded search index, as the site's search client reads them. */
  searchPages: ExtractedPage[];
  pages: DocsPageData[];
  examples: ExampleData[];
  kits: Record<KitName, KitData>;
}

/** A docs page that has a Markdown version. */
export interface DocsPageData {
  /** Route below the site root, without slashes around it: `docs/guide/validation`. */
  path: string;
  title: string;
  description?: string;
  url: string;
  markdownUrl: string;
  markdown: string;
}

export interface ExampleFile {
  /** Path inside the example's folder: `app.ts`, `validators.ts`. */
  name: string;
  language: string;
  code: string;
}

/** A live example (a demo folder) with its files and the kits it runs in. */
export interface ExampleData {
  /** `validation/custom-validation`, `fields/material/datepicker`. */
  name: string;
  title: string;
  /** The kit its folder is written for. */
  kit: KitName;
  /** Every kit it runs in, its own included, in registry order. */
  kits: KitName[];
  /** Why it runs in fewer kits: the kits left out and the reason. */
  notes: string[];
  /** Path of the docs page that shows it (see DocsPageData.path), when one does. */
  page?: string;
  files: ExampleFile[];
  /**
   * For each kit other than its own, the files that differ there (app.config.ts, and templates
   * without its own kit's CSS classes), by name; the others are the same in every kit.
   */
  changedFiles: Partial<Record<KitName, Record<string, string>>>;
}

export interface FieldPropData {
  name: string;
  /** The TypeScript type as the typings spell it. */
  type: string;
  description: string;
  /** What to write instead, when the typings mark the prop deprecated. */
  deprecation?: string;
}

/** A field type a kit registers, as its API page documents it. */
export interface FieldTypeData {
  name: string;
  /** Path of its API page (see DocsPageData.path). */
  page: string;
  /** Whether the kit's main feature function (`withFormlyBootstrap()`) registers it. */
  inMainFeature: boolean;
  /** The feature function of its own entry point, which registers it: `withFormlyFieldDatepicker`. */
  feature?: {name: string; importPath: string};
  component?: string;
  extends?: string;
  wrappers: string[];
  /** `defaultOptions` as one line of source. */
  defaultOptions?: string;
  props: FieldPropData[];
}

export interface KitData {
  /** Absolute URL of the kit's JSON Schema of field configurations, when the build serves it. */
  schemaUrl?: string;
  /** The types the kit registers. kit-types.ts adds those of @ngx-formly/core (coreTypes) for every reader. */
  types: FieldTypeData[];
  /** The types @ngx-formly/core registers in every app, whatever the kit, with the path of their API page. */
  coreTypes: {name: string; page: string}[];
  /** The wrappers the kit registers, with the path of each one's API page. */
  wrappers: {name: string; page: string}[];
  /** The kit's JSON Schema of field configurations; none for a kit without a published package. */
  schema?: FieldArraySchema;
}
