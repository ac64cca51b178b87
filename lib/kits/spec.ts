/**
 * The shape of a UI kit's facts. Each kit keeps all of them in its own folder, lib/kits/<kit>/:
 * kit.ts (the registry entry every page listing kits reads) and facts.ts (the rest). lib/kits/index.ts
 * lists the kits, lib/kits/facts.ts their other facts; everything else reads them from there.
 */

export interface KitSpec {
  /** Folder and route name (`/docs/ui/<name>`), and the `@ngx-formly/<name>` package. */
  name: string;
  /** How the docs name the kit everywhere: switcher, sidebar, tables. */
  label: string;
  package: string;
  /**
   * Packages the kit needs besides its Formly package. Their versions are the
   * ones pinned in demos/package.json, the single place versions are written.
   */
  peerPackages: readonly string[];
  /** Bundle names of the kit's global stylesheets in demos/angular.json (`inject: false`). */
  stylesheet: {light: string; dark?: string} | null;
  /**
   * Scripts the application must load before the kit's components run: the
   * `polyfills` of the build target, in demos/angular.json and in every exported project.
   */
  polyfills?: readonly string[];
  /** The standalone feature function, `provideFormlyCore([...withFormlyX()])`. */
  feature: string;
  /** The NgModule of the older set-up, `FormlyXModule.forRoot()`. */
  ngModule: string;
  /** Renders in a browser: the kit has live demos. */
  browser: boolean;
  /** A 7.x package is published (NativeScript's API pages are written by hand). */
  published: boolean;
  /** Demos wait for a click before loading (the kit's JavaScript is heavy). */
  loadOnRequest: boolean;
}

/** An import a kit's set-up adds to app.config.ts. */
export interface KitImport {
  from: string;
  /** Named imports; none for a side-effect import. */
  names?: readonly string[];
  /** Default import. */
  default?: string;
}

/** A provider a kit needs in app.config.ts besides its Formly feature. */
export interface KitProvider {
  /** One line saying why, written above the provider. */
  comment: string;
  code: string;
}

/** What app.config.ts needs besides the kit's feature for its components to work. */
export interface KitSetup {
  imports: readonly KitImport[];
  providers: readonly KitProvider[];
  /**
   * Set when the kit's form-field wrapper only works around components that
   * extend the FieldType of this entry point (Material's wraps a mat-form-field,
   * which needs a form-field control), so custom types written for another kit
   * cannot sit in it.
   */
  formFieldControl?: string;
}

/** Lines of app.config.ts: its imports, its providers, and the feature calls inside provideFormlyCore([…]). */
export interface AppConfigParts {
  imports: string[];
  providers: string[];
  formly: string[];
}

/** The field entry points every kit package has; a kit lists only its others (fieldEntryPoints). */
export const commonFields = ['checkbox', 'form-field', 'input', 'radio', 'select', 'textarea'];

/** Everything lib/kits/<kit>/facts.ts exports (its registry entry is kit.ts). */
export interface KitFacts {
  /** What app.config.ts needs besides the kit's feature (browser kits). */
  setup?: KitSetup;
  /** The package's field entry points (sub-paths) besides commonFields: one API page each. */
  fieldEntryPoints: string[];
  /** Props added to the API pages' shared field samples, to show what sets the kit apart. */
  sampleProps?: Record<string, Record<string, unknown>>;
  /** Features the playground adds to the kit's own; its frame registers the same (demos/playground/kits/). */
  playgroundExtras?: AppConfigParts;
  /**
   * The kit's CSS framework classes (lib/kit-code.ts): what code written for the kit may put in
   * class attributes and className, and code for another kit may not.
   */
  frameworkClasses?: {
    /** A stylesheet under demos/node_modules whose selectors name the framework's classes. */
    stylesheet?: string;
    /** Prefixes of classes the kit's components add at run time, which no stylesheet file lists. */
    prefixes?: readonly string[];
  };
  /**
   * A kit with no 7.x package (not `published`): the type names each field entry point registers
   * besides the one its page is named after, as its source at the release tag declares them. A
   * published kit's registrations are read from its package instead.
   */
  unpublishedAliases?: Record<string, string[]>;
  /**
   * Words, lower case, a reader types to mean the kit: its name and its components' prefix
   * (`mat-select`). A search query holding one lists this kit's pages before the same pages of
   * other kits (plugins/search-index/page-ranks.ts).
   */
  searchWords: readonly string[];
}
