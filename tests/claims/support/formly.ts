/**
 * The published packages the claim tests run: @angular/* and @ngx-formly/* 7.1.0
 * as installed for the demos (demos/node_modules), not a copy. Formly's form
 * builder needs no DOM, so core behaviour (builds, expressions, events,
 * validators, defaults, hiding, arrays, JSON Schema) runs here in Node. The
 * packages ship partially compiled; loading @angular/compiler first lets Angular
 * link them at run time.
 */
import {loadPackage} from './demo-packages';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';
import type * as AngularForms from '../../../demos/node_modules/@angular/forms';
import type * as FormlyCore from '../../../demos/node_modules/@ngx-formly/core';
import type * as Rxjs from '../../../demos/node_modules/rxjs';
import type * as FormlySelect from '../../../demos/node_modules/@ngx-formly/core/select';
import type {ConfigOption, FormlyFieldConfig, FormlyFormOptions} from '../../../demos/node_modules/@ngx-formly/core';

export type {ConfigOption, FormlyFieldConfig, FormlyFormOptions};
export {loadPackage};

/** The stream of options.fieldChanges (its event type is not exported by the package). */
export type FieldChanges = NonNullable<FormlyFormOptions['fieldChanges']>;
export type FieldChangeEvent = FieldChanges extends Rxjs.Subject<infer Event> ? Event : never;

loadPackage('@angular/compiler');
export const core = loadPackage<typeof AngularCore>('@angular/core');
export const forms = loadPackage<typeof AngularForms>('@angular/forms');
export const formly = loadPackage<typeof FormlyCore>('@ngx-formly/core');
export const rxjs = loadPackage<typeof Rxjs>('rxjs');
/** The formlySelectOptions pipe every kit's select, radio and multicheckbox type reads its options through. */
export const formlySelect = loadPackage<typeof FormlySelect>('@ngx-formly/core/select');

/** A type the tests register by name: the builder needs its name, not a component, to build a field. */
const testTypes: ConfigOption = {types: ['input', 'select', 'checkbox', 'textarea'].map((name) => ({name}))};

export interface BuiltForm {
  form: AngularForms.FormGroup;
  model: Record<string, unknown>;
  options: FormlyFormOptions;
  fields: FormlyFieldConfig[];
  /** The root field the builder was given: rebuild with `builder.build(root)`. */
  root: FormlyFieldConfig;
  builder: FormlyCore.FormlyFormBuilder;
  /** The configuration the form was built with (types, validation messages, extras). */
  config: FormlyCore.FormlyConfig;
  /** The injector the form was built in: its services, such as one a FORMLY_CONFIG factory used. */
  injector: AngularCore.EnvironmentInjector;
}

/**
 * Builds a form as <formly-form> does, with provideFormlyCore's defaults, the
 * given configs (withFormlyFieldExpression() by default, as the site
 * recommends) and four plain types (input, select, checkbox, textarea).
 */
export function buildForm(
  fields: FormlyFieldConfig[],
  {
    model = {},
    options = {},
    configs = [formly.withFormlyFieldExpression()],
    form = new forms.FormGroup({}),
    providers = [],
  }: {
    model?: Record<string, unknown>;
    options?: FormlyFormOptions;
    configs?: ConfigOption[];
    /** The form group to build into, as <formly-form [form]> receives it. */
    form?: AngularForms.FormGroup;
    /** Further providers of the application, such as a FORMLY_CONFIG factory a page shows. */
    providers?: AngularCore.Provider[];
  } = {},
): BuiltForm {
  const injector = core.createEnvironmentInjector(
    [formly.provideFormlyCore([testTypes, ...configs]), ...providers, formly.FormlyConfig, formly.FormlyFormBuilder],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
  const builder = injector.get(formly.FormlyFormBuilder);
  const root: FormlyFieldConfig = {form, model, options, fieldGroup: fields};
  builder.build(root);
  return {form, model, options, fields, root, builder, config: injector.get(formly.FormlyConfig), injector};
}

/**
 * Changes the model and runs the expressions again, which is what <formly-form>
 * does after each change a reader makes (options.checkExpressions is public API).
 * Typing itself needs the rendered form: rendering claims run in Chromium.
 */
export function changeModel(built: BuiltForm, changes: Record<string, unknown>): void {
  Object.assign(built.model, changes);
  built.options.checkExpressions!(built.root);
}

/** Options with a fieldChanges stream of their own, and the events it carries from now on, live. */
export function withFieldChanges(): {options: FormlyFormOptions; events: FieldChangeEvent[]} {
  const fieldChanges: FieldChanges = new rxjs.Subject<FieldChangeEvent>();
  const events: FieldChangeEvent[] = [];
  fieldChanges.subscribe((event) => events.push(event));
  return {options: {fieldChanges}, events};
}

/**
 * Runs Formly's own attributes directive (formlyAttributes, which every kit
 * puts on its control element) for `field`, with a renderer that records the
 * attributes it writes instead of a DOM element. Returns those attributes, live.
 * `doCheck` also runs its change-detection pass (ngDoCheck), where it writes the
 * validation props (`required`, `pattern`, `minLength`, …) and `tabindex`,
 * `placeholder`, `readonly`, `disabled` and `step`.
 */
export function elementAttributes(field: FormlyFieldConfig, {doCheck = false} = {}): Record<string, string> {
  const attributes: Record<string, string> = {};
  const renderer = {
    listen: () => () => undefined,
    setAttribute: (_element: unknown, name: string, value: unknown) => {
      attributes[name] = String(value);
    },
    removeAttribute: (_element: unknown, name: string) => {
      delete attributes[name];
    },
    setProperty: () => undefined,
  };
  const directive = new formly.FormlyAttributes(
    renderer as unknown as AngularCore.Renderer2,
    new core.ElementRef({}),
    {},
  );
  directive.field = field;
  directive.ngOnChanges({field: new core.SimpleChange(undefined, field, true)});
  if (doCheck) {
    directive.ngDoCheck();
  }
  return attributes;
}

/**
 * Runs the hooks part of <formly-field>'s life cycle for `field`: the real
 * FormlyField ngOnInit and ngOnDestroy, on a stand-in for the component that
 * leaves out what needs a view (its rendered children, the control's value
 * wiring). Returns `destroy`, which runs ngOnDestroy, and that stand-in, whose
 * other life-cycle methods (ngAfterViewInit, ngDoCheck, …) a test may call.
 */
export function startField(field: FormlyFieldConfig): {destroy(): void; component: FormlyCore.FormlyField} {
  const component = Object.assign(Object.create(formly.FormlyField.prototype) as Record<string, unknown>, {
    field,
    hooksObservers: [],
    hostObservers: [],
    valueChangesUnsubscribe: () => undefined,
    fieldChanges: () => () => undefined,
    resetRefs: () => undefined,
  }) as unknown as FormlyCore.FormlyField;
  component.ngOnInit();
  return {destroy: () => component.ngOnDestroy(), component};
}

/**
 * Whether the field shows its errors now, by the form's showError rule. The
 * rule is given the field's component; this passes what it reads of it.
 */
export function showsError(built: BuiltForm, field: FormlyFieldConfig): boolean {
  const component = {field, formControl: field.formControl, options: field.options};
  return built.options.showError!(component as unknown as FormlyCore.FieldType);
}

/** The text <formly-validation-message> (the real component) shows for the field now. */
export function shownMessage(built: BuiltForm, field: FormlyFieldConfig): unknown {
  const component = new formly.FormlyValidationMessage(built.config);
  component.field = field;
  return component.errorMessage;
}

/**
 * Renders `field` through the real <formly-field> component class, as Angular would, on
 * stand-ins that record where each view is created: `inside` is the container in the
 * element's own template, `besideHost` the one Angular anchors at the <formly-field>
 * element itself, whose views it inserts after the element, as its siblings. Also returns
 * the class attribute written on each element, by tag. Rendering is where <formly-field>
 * looks up the field's type and wrappers by name.
 */
export function renderFormlyField(
  built: BuiltForm,
  field: FormlyFieldConfig,
  inlineTemplates: readonly string[] = [],
): {created: {inside: string[]; besideHost: string[]}; classes: Record<string, string>} {
  const created = {inside: [] as string[], besideHost: [] as string[]};
  const classes = new Map<string, string>();
  const containerOf = (where: keyof typeof created) => ({
    clear: () => undefined,
    createComponent: (component: {name: string}) => {
      created[where].push(component.name);
      const ref = Object.create(core.ComponentRef.prototype) as Record<string, unknown>;
      return Object.assign(ref, {instance: {}, location: new core.ElementRef({tag: component.name})});
    },
    // An inline template's view, recorded as `template:<its name>`.
    createEmbeddedView: (template: {name: string}) => {
      created[where].push(`template:${template.name}`);
      const ref = Object.create(core.EmbeddedViewRef.prototype) as Record<string, unknown>;
      return Object.assign(ref, {rootNodes: []});
    },
  });
  const renderer = {
    setAttribute: (element: {tag: string}, name: string, value: string) => {
      if (name === 'class') {
        classes.set(element.tag, value);
      }
    },
  };
  const component = new formly.FormlyField(
    built.config,
    renderer as unknown as AngularCore.Renderer2,
    new core.ElementRef({tag: 'formly-field'}),
    containerOf('besideHost') as unknown as AngularCore.ViewContainerRef,
    // What <formly-form> hands its fields: the <ng-template formlyTemplate="name"> it holds.
    {templates: inlineTemplates.map((name) => ({name, ref: {name}}))} as unknown as FormlyCore.FormlyForm,
  );
  component.viewContainerRef = containerOf('inside') as unknown as AngularCore.ViewContainerRef;
  component.field = field;
  component.ngOnChanges({field: new core.SimpleChange(undefined, field, true)});
  return {created, classes: Object.fromEntries(classes)};
}

/**
 * Form options as <formly-form> gives them, with a view container: Formly creates one
 * instance of a type's component there (here, with `new`) to read its defaultOptions and to
 * run its hooks (a FieldArrayType's onPopulate creates the array's items), and destroys it
 * at once, before any ngOnInit.
 */
export function optionsWithViewContainer(): FormlyFormOptions {
  const viewContainer = {
    createComponent: (component: new () => {ngOnDestroy?(): void}) => {
      const instance = new component();
      return {instance, destroy: () => instance.ngOnDestroy?.()};
    },
  };
  return {_viewContainerRef: viewContainer, _injector: {}} as unknown as FormlyFormOptions;
}

/**
 * Starts what <formly-field> watches on `field` once it is rendered (its `fieldChanges`):
 * the control's value changes, with the field's parsers and `modelOptions.debounce`,
 * written into the model, and Observable expressions subscribed. Returns the function
 * that stops it, as the component's ngOnDestroy does.
 */
export function watchField(field: FormlyFieldConfig): () => void {
  const component = Object.create(formly.FormlyField.prototype) as {
    fieldChanges(field: FormlyFieldConfig | undefined): () => void;
  };
  return component.fieldChanges(field);
}

/**
 * Runs the real <formly-form> class (no zone, so it emits at once) on `fields` and `model`, with
 * what each rendered <formly-field> watches started on every field that has a control and no
 * fieldGroup (`watchField`). Returns the built form and the models `(modelChange)` emitted, live;
 * `watchAll` starts the watching again, for fields a rebuild created.
 */
export function runFormlyForm(
  fields: FormlyFieldConfig[],
  {
    model = {},
    configs = [],
    options = {},
  }: {
    model?: Record<string, unknown>;
    configs?: ConfigOption[];
    /** The form's options (a page's, with its fieldChanges stream): the view container is added to them. */
    options?: FormlyFormOptions;
  } = {},
) {
  const injector = core.createEnvironmentInjector(
    [formly.provideFormlyCore([testTypes, ...configs]), formly.FormlyConfig, formly.FormlyFormBuilder],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
  const component = new formly.FormlyForm(
    injector.get(formly.FormlyFormBuilder),
    injector.get(formly.FormlyConfig),
    new core.ɵNoopNgZone() as AngularCore.NgZone,
    {} as never,
  );
  const form: AngularForms.FormGroup = new forms.FormGroup({});
  Object.assign(options, optionsWithViewContainer());
  Object.assign(component, {form, model, fields, options});
  component.ngOnChanges({
    form: new core.SimpleChange(undefined, form, true),
    model: new core.SimpleChange(undefined, model, true),
    fields: new core.SimpleChange(undefined, fields, true),
  });
  const emitted: unknown[] = [];
  component.modelChange.subscribe((changed: unknown) => emitted.push(changed));
  let stops: (() => void)[] = [];
  const watchAll = () => {
    stops.forEach((stop) => stop());
    const leaves = (field: FormlyFieldConfig): FormlyFieldConfig[] =>
      field.fieldGroup ? field.fieldGroup.flatMap(leaves) : field.formControl ? [field] : [];
    stops = fields.flatMap(leaves).map(watchField);
  };
  watchAll();
  return {component, form, model, fields, options, emitted, watchAll};
}
