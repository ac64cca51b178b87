/**
 * The published packages validate_config builds a form with: @angular/core, @angular/forms and
 * @ngx-formly/core 7.1.0 as the demos app installs them (demos/node_modules). mcp/package-build.ts
 * bundles them (formly-packages.ts) into dist/formly-packages.js beside the server, so that the
 * installed server builds forms offline, with no dependency of its own. They load on the first
 * check, not when the server starts.
 *
 * The shapes below are the parts of their API the check calls, written out here because the
 * repository's own TypeScript does not resolve the demos' packages (demos/ has its own compiler
 * checks); tests/mcp/formly-check.test.ts runs every call against the real packages.
 */
import path from 'node:path';

/** A built field, as far as the check reads it. */
export interface BuiltField {
  key?: unknown;
  type?: unknown;
  model?: unknown;
  props?: Record<string, unknown>;
  fieldGroup?: BuiltField[];
  formControl?: {updateOn?: string};
  [member: string]: unknown;
}

interface Observable {
  subscribe(observer: {next(value: unknown): void; error(error: unknown): void}): {unsubscribe(): void};
}

interface Injector {
  get<T>(token: new (...args: never[]) => T): T;
}

/** What the check registers with Formly: a ConfigOption of types, wrappers, validators and presets. */
export interface ConfigOption {
  types?: {name: string; extends?: string; wrappers?: string[]}[];
  wrappers?: {name: string}[];
  validators?: {name: string; validation: () => null}[];
  presets?: {name: string; config: Record<string, never>}[];
}

export interface FormlyConfig {
  getType(name: string, throwIfNotFound: boolean): unknown;
  getWrapper(name: string): unknown;
}

export interface FormlyFormBuilder {
  build(field: Record<string, unknown>): void;
}

export interface FormlyPackages {
  createInjector(configs: ConfigOption): Injector;
  FormlyConfig: new (...args: never[]) => FormlyConfig;
  FormlyFormBuilder: new (...args: never[]) => FormlyFormBuilder;
  newFormGroup(): {controls: Record<string, unknown>};
  /** The formlySelectOptions pipe, through which every kit's select, radio and multicheckbox reads options. */
  selectOptions(options: unknown, field: BuiltField): Observable;
}

let loaded: FormlyPackages | undefined;

/**
 * The file mcp/package-build.ts bundles formly-packages.ts into, beside the server: a bundle of its
 * own, whose identifiers keep their names, so that the messages of Formly and Angular that
 * validate_config quotes read as in their sources ("field.validators.validation.map is not a function").
 */
export const FORMLY_PACKAGES_FILE = 'formly-packages.js';

interface LoadedPackages {
  // The packages' own types are not resolvable here (see above): what is called is typed below.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  core: any;
  forms: any;
  formly: any;
  preset: any;
  select: any;
  /* eslint-enable @typescript-eslint/no-explicit-any */
}

function loadPackages(): FormlyPackages {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file of the package, read on first use
  const {core, forms, formly, preset, select} = require(path.join(__dirname, FORMLY_PACKAGES_FILE)) as LoadedPackages;
  return {
    createInjector: (configs) =>
      core.createEnvironmentInjector(
        [
          // As the site recommends: string expressions read by Formly's own parser.
          formly.provideFormlyCore([configs, formly.withFormlyFieldExpression()]),
          preset.provideFormlyPreset(),
          formly.FormlyConfig,
          formly.FormlyFormBuilder,
        ],
        core.Injector.NULL,
      ),
    FormlyConfig: formly.FormlyConfig,
    FormlyFormBuilder: formly.FormlyFormBuilder,
    newFormGroup: () => new forms.FormGroup({}),
    selectOptions: (options, field) => new select.FormlySelectOptionsPipe().transform(options, field),
  };
}

/** The packages, loaded once. */
export function formlyPackages(): FormlyPackages {
  loaded ??= loadPackages();
  return loaded;
}
