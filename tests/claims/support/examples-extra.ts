/**
 * Helpers of the example pages' claim tests, on top of ./formly.
 */
import {
  buildForm,
  core,
  forms,
  formly,
  type BuiltForm,
  type ConfigOption,
  type FormlyFieldConfig,
  type FormlyFormOptions,
  loadPackage,
  rxjs,
} from './formly';
import {readFileSync} from 'node:fs';
import nodePath from 'node:path';
import {readDemoFolder, readDemoSources} from '../../../lib/demo-folders';
import {demoKits} from '../../../lib/kit-variants';
import type {BrowserKitName} from '../../../lib/kits';
import {demosDir} from './demo-packages';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';
import type * as NgxTranslate from '../../../demos/node_modules/@ngx-translate/core';

/** @ngx-translate/core as the i18n examples install it. */
export const translateCore = loadPackage<typeof NgxTranslate>('@ngx-translate/core');

/** The translation service as the i18n examples set it up, loading `translations` by language, English first. */
export function translateProviders(translations: Record<string, object>) {
  return translateCore.provideTranslateService({
    loader: translateCore.provideTranslateLoader(() => ({
      getTranslation: (lang: string) => rxjs.of(translations[lang]! as NgxTranslate.TranslationObject),
    })),
    fallbackLang: 'en',
    lang: 'en',
  });
}

/** A component class for the types a test renders: rendering needs a class, and records its name. */
export class RenderedType extends formly.FieldWrapper {}

/** Types registered with a component, for tests that render a field with renderFormlyField. */
export function renderedTypes(...names: string[]) {
  return {types: names.map((name) => ({name, component: RenderedType}))};
}

/**
 * Runs `change` on a field rendered with renderFormlyField. When a change after the first
 * render (such as `field.hide = false`) marks the field for check, Formly asks each of the
 * field's component references for its injector; the references renderFormlyField records
 * have none, so for the length of `change` every ComponentRef gets one whose
 * ChangeDetectorRef does nothing.
 */
export function changeRenderedField(change: () => void): void {
  const prototype = core.ComponentRef.prototype as object;
  Object.defineProperty(prototype, 'injector', {
    configurable: true,
    get: () => ({get: () => ({markForCheck: () => undefined})}),
  });
  try {
    change();
  } finally {
    delete (prototype as {injector?: unknown}).injector;
  }
}

/**
 * A real <formly-form> component (FormlyForm), given its inputs and changes as Angular
 * would give them, outside a zone: it builds the form and starts watching (model changes,
 * formState). Returns the component; `destroy` ends it.
 */
export function startFormlyForm(
  fields: FormlyFieldConfig[],
  {
    model = {},
    options = {},
    configs = [formly.withFormlyFieldExpression()],
  }: {model?: Record<string, unknown>; options?: FormlyFormOptions; configs?: ConfigOption[]} = {},
) {
  const {builder, config} = buildForm([], {configs});
  const component = new formly.FormlyForm(
    builder,
    config,
    new core.ɵNoopNgZone() as unknown as AngularCore.NgZone,
    {} as unknown as ConstructorParameters<typeof formly.FormlyForm>[3],
  );
  const form = new forms.FormGroup({});
  component.form = form;
  component.model = model;
  component.fields = fields;
  component.options = options;
  component.ngOnChanges({
    form: new core.SimpleChange(undefined, form, true),
    model: new core.SimpleChange(undefined, model, true),
    fields: new core.SimpleChange(undefined, fields, true),
    options: new core.SimpleChange(undefined, options, true),
  });
  return {component, form, model, options, fields, destroy: () => component.ngOnDestroy()};
}

/**
 * Renders `field` through the real <formly-field> component class, as renderFormlyField in
 * ./formly does, with a renderer that also records the inline styles written on the
 * <formly-field> element. Returns those styles and the components alive in the field's
 * container, both live.
 */
export function renderRecordingStyles(
  built: BuiltForm,
  field: FormlyFieldConfig,
): {styles: Record<string, string>; alive: string[]} {
  const styles: Record<string, string> = {};
  const alive: string[] = [];
  const container = {
    clear: () => void alive.splice(0),
    createComponent: (component: {name: string}) => {
      alive.push(component.name);
      const ref = Object.create(core.ComponentRef.prototype) as Record<string, unknown>;
      return Object.assign(ref, {instance: {}, location: new core.ElementRef({tag: component.name})});
    },
  };
  const renderer = {
    setAttribute: () => undefined,
    removeAttribute: () => undefined,
    setStyle: (element: {tag: string}, name: string, value: string) => {
      if (element.tag === 'formly-field') {
        styles[name] = value;
      }
    },
  };
  const component = new formly.FormlyField(
    built.config,
    renderer as unknown as AngularCore.Renderer2,
    new core.ElementRef({tag: 'formly-field'}),
    container as unknown as AngularCore.ViewContainerRef,
    null as unknown as InstanceType<typeof formly.FormlyForm>,
  );
  component.viewContainerRef = container as unknown as AngularCore.ViewContainerRef;
  component.field = field;
  component.ngOnChanges({field: new core.SimpleChange(undefined, field, true)});
  return {styles, alive};
}

/** What an example's `app.ts` component holds: its fields, model and options. */
export interface DemoApp {
  fields: FormlyFieldConfig[];
  model: Record<string, unknown>;
  options?: FormlyFormOptions;
  [member: string]: unknown;
}

/**
 * Constructs, anew on every call, the `App` component of the live demo at
 * `demos/src/examples/<path>/app.ts` (e.g. `'validation/disable-submit-button'`), in an
 * injection context: a new one with `providers`, or the given injector (so the test shares
 * the demo's services, such as TranslateService). Tests about what a demo does must use its
 * own `fields`, `model` and `options` from here, not a copy: a copy keeps passing when a
 * writer changes the demo. A fresh component per call lets a test mutate them freely.
 */
export function demoApp<App extends object = DemoApp>(
  path: string,
  providers: AngularCore.EnvironmentInjector | (AngularCore.Provider | AngularCore.EnvironmentProviders)[] = [],
): App {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {App: Component} = require(`../../../demos/src/examples/${path}/app.ts`) as {App: new () => App};
  const injector = Array.isArray(providers)
    ? core.createEnvironmentInjector(providers, core.Injector.NULL as AngularCore.EnvironmentInjector)
    : providers;
  return core.runInInjectionContext(injector, () => new Component());
}

/**
 * The kits the kit switcher of the example page `name` (e.g. `'other/input-file'`) offers,
 * and each kit's version of a demo file, decided from the demo's sources as the demos build
 * writes them (lib/kit-variants.ts): a test about what an example does in every kit it is
 * shown in runs these, so a kit added to the switcher is tested with no test edit.
 */
export function exampleKits(name: string): {kits: BrowserKitName[]; file(kit: BrowserKitName, file: string): string} {
  const demo = readDemoFolder(demosDir, name);
  const sources = readDemoSources(demo);
  const {kits, files} = demoKits(demo, sources);
  return {
    kits,
    file: (kit, file) => {
      if (!kits.includes(kit)) {
        throw new Error(`${name} is not shown in ${kit}`);
      }
      const code = files[kit]?.[file] ?? sources.find((source) => source.name === file)?.code;
      if (code === undefined) {
        throw new Error(`${name} has no ${file}`);
      }
      return code;
    },
  };
}

/**
 * The code of a file of the demo at `demos/src/examples/<path>`, as the folder holds it (its own
 * kit's version; in other kits, lib/kit-variants.ts leaves out its CSS framework classes only).
 */
export function demoSource(path: string, file: string): string {
  return readFileSync(nodePath.join(__dirname, '../../../demos/src/examples', path, file), 'utf8');
}
