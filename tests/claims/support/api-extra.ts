/**
 * Helpers of the claim tests of the API pages' notes (tests/claims/api): the parts of
 * <formly-form>, <formly-field> and [formlyAttributes] that the shared helpers leave out,
 * run as the real classes of @ngx-formly/core 7.1.0 on stand-ins for what needs a view.
 */
import Module from 'node:module';
import os from 'node:os';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';
import type * as AngularForms from '../../../demos/node_modules/@angular/forms';
import type * as FormlyCore from '../../../demos/node_modules/@ngx-formly/core';
import {core, formly, forms, type ConfigOption, type FormlyFieldConfig, type FormlyFormOptions} from './formly';

/** An environment injector with provideFormlyCore's defaults and the four plain test types, plus `providers`. */
export function formlyInjector(
  providers: AngularCore.Provider[] = [],
  configs: ConfigOption[] = [],
  parent: AngularCore.EnvironmentInjector = core.Injector.NULL as AngularCore.EnvironmentInjector,
): AngularCore.EnvironmentInjector {
  return core.createEnvironmentInjector(
    [
      formly.provideFormlyCore([{types: ['input', 'select'].map((name) => ({name}))}, ...configs]),
      formly.FormlyConfig,
      formly.FormlyFormBuilder,
      ...providers,
    ],
    parent,
  );
}

/**
 * The real <formly-form> class with its inputs set and its first ngOnChanges run, as Angular
 * does when the component is created: it builds the form and starts watching it.
 */
export function formlyFormComponent(
  fields: FormlyFieldConfig[],
  {model = {}, options = {}}: {model?: Record<string, unknown>; options?: FormlyFormOptions} = {},
): FormlyCore.FormlyForm {
  const injector = formlyInjector([], [formly.withFormlyFieldExpression()]);
  const component = new formly.FormlyForm(
    injector.get(formly.FormlyFormBuilder),
    injector.get(formly.FormlyConfig),
    new core.ɵNoopNgZone() as AngularCore.NgZone,
    {} as ConstructorParameters<typeof formly.FormlyForm>[3],
  );
  const form = new forms.FormGroup({});
  Object.assign(component, {form, model, fields, options});
  component.ngOnChanges({fields: new core.SimpleChange(undefined, fields, true)});
  return component;
}

/** A stand-in for a control element: records what focus() and blur() were called. */
export interface FakeElement {
  calls: string[];
  focus(): void;
  blur(): void;
  contains(other: unknown): boolean;
}

export function fakeElement(): FakeElement {
  const element: FakeElement = {
    calls: [],
    focus: () => element.calls.push('focus'),
    blur: () => element.calls.push('blur'),
    contains: (other) => other === element,
  };
  return element;
}

/**
 * Runs Formly's [formlyAttributes] directive for `field` on `element`, with a renderer that
 * records the attributes written and the listeners added. `check()` runs ngDoCheck, which
 * writes the props attributes (placeholder, min, …) on every change detection.
 */
export function attributesDirective(
  field: FormlyFieldConfig,
  {element = fakeElement(), document = {activeElement: null as unknown}} = {},
): {
  attributes: Record<string, string>;
  listeners: Record<string, (event: unknown) => unknown>;
  check(): void;
  document: {activeElement: unknown};
} {
  const attributes: Record<string, string> = {};
  const listeners: Record<string, (event: unknown) => unknown> = {};
  const renderer = {
    listen: (_element: unknown, name: string, handler: (event: unknown) => unknown) => {
      listeners[name] = handler;
      return () => delete listeners[name];
    },
    setAttribute: (_element: unknown, name: string, value: unknown) => {
      attributes[name] = String(value);
    },
    removeAttribute: (_element: unknown, name: string) => {
      delete attributes[name];
    },
  };
  const directive = new formly.FormlyAttributes(
    renderer as unknown as AngularCore.Renderer2,
    new core.ElementRef(element),
    document,
  );
  directive.field = field;
  directive.ngOnChanges({field: new core.SimpleChange(undefined, field, true)});
  return {attributes, listeners, check: () => directive.ngDoCheck(), document};
}

/** A real FormGroupDirective ([formGroup]) on `form`, as <formly-form> finds it around itself. */
export function formGroupDirective(form: AngularForms.FormGroup): AngularForms.FormGroupDirective {
  const directive = new forms.FormGroupDirective([], []);
  directive.form = form;
  return directive;
}

/**
 * Runs `run` as in a project where `specifier` is not installed: while it runs, Node resolves
 * that one specifier from a folder without node_modules, so requiring it fails as it would
 * there, with Node's own error. The files of `dependent` (a path part such as
 * `@ngx-formly/schematics/`) are loaded afresh, and dropped from the cache again afterwards.
 */
export async function withoutPackage<T>(specifier: string, dependent: string, run: () => Promise<T>): Promise<T> {
  const loader = Module as unknown as {
    _resolveFilename(request: string, parent: unknown, isMain: boolean, options?: object): string;
    _cache: Record<string, unknown>;
  };
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function (request, parent, isMain, options) {
    return request === specifier
      ? resolve.call(this, request, parent, isMain, {paths: [os.tmpdir()]})
      : resolve.call(this, request, parent, isMain, options);
  };
  const forget = () =>
    Object.keys(loader._cache)
      .filter((file) => file.includes(dependent))
      .forEach((file) => delete loader._cache[file]);
  forget();
  try {
    return await run();
  } finally {
    loader._resolveFilename = resolve;
    forget();
  }
}
