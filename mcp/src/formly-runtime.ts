/**
 * The published packages validate_config builds a form with: @angular/core, @angular/forms and
 * @ngx-formly/core 7.1.0 as the demos app installs them (demos/node_modules). mcp/package-build.ts
 * bundles them into dist/index.js, so that the installed server builds forms offline, with no
 * dependency of its own. They load on the first check, not when the server starts. The packages
 * ship partially compiled: @angular/compiler, loaded first, links them at run time.
 *
 * The shapes below are the parts of their API the check calls, written out here because the
 * repository's own TypeScript does not resolve the demos' packages (demos/ has its own compiler
 * checks); tests/mcp/formly-check.test.ts runs every call against the real packages.
 */

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

/* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use, in this order: the compiler links the others */
function loadPackages(): FormlyPackages {
  require('@angular/compiler');
  const core = require('@angular/core');
  const forms = require('@angular/forms');
  const formly = require('@ngx-formly/core');
  const {provideFormlyPreset} = require('@ngx-formly/core/preset');
  const {FormlySelectOptionsPipe} = require('@ngx-formly/core/select');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return {
    createInjector: (configs) =>
      core.createEnvironmentInjector(
        [
          // As the site recommends: string expressions read by Formly's own parser.
          formly.provideFormlyCore([configs, formly.withFormlyFieldExpression()]),
          provideFormlyPreset(),
          formly.FormlyConfig,
          formly.FormlyFormBuilder,
        ],
        core.Injector.NULL,
      ),
    FormlyConfig: formly.FormlyConfig,
    FormlyFormBuilder: formly.FormlyFormBuilder,
    newFormGroup: () => new forms.FormGroup({}),
    selectOptions: (options, field) => new FormlySelectOptionsPipe().transform(options, field),
  };
}

/** The packages, loaded once. */
export function formlyPackages(): FormlyPackages {
  loaded ??= loadPackages();
  return loaded;
}
