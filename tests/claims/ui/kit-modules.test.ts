/**
 * Claim of docs/ui/bootstrap.mdx and docs/guide/getting-started.mdx about the NgModule set-up, run
 * for every kit with a 7.x package: an application injector (root scope) built from the kit's
 * NgModule alone, without FormlyModule.forRoot(), builds forms, because each of the kit's type
 * modules imports FormlyModule.forChild(), which registers Formly's core extensions. FormlyModule
 * without forRoot() is the contrast: its build throws the "missing forRoot()" error.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {core, formly, forms, loadPackage} from '../support/formly';
import {kits} from '../../../lib/kits';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';

/** An application's root injector made of `imports`, as bootstrapModule makes one from the root module's imports. */
function rootInjectorOf(...imports: AngularCore.Type<unknown>[]): AngularCore.EnvironmentInjector {
  const rootScope = {provide: (core as unknown as {ɵINJECTOR_SCOPE: object}).ɵINJECTOR_SCOPE, useValue: 'root'};
  return core.createEnvironmentInjector(
    [rootScope, core.importProvidersFrom(...imports)],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
}

/** Builds a required input whose label is a string expression; returns what the core extensions made of it. */
function buildWith(injector: AngularCore.EnvironmentInjector): {required: boolean; label: unknown} {
  const form = new forms.FormGroup({});
  const field = {key: 'email', type: 'input', props: {required: true}, expressions: {'props.label': "'E-mail'"}};
  injector.get(formly.FormlyFormBuilder).build({form, model: {}, options: {}, fieldGroup: [field]});
  return {required: form.get('email')!.hasError('required'), label: (field.props as {label?: unknown}).label};
}

test("every kit's NgModule alone, without FormlyModule.forRoot(), provides Formly's core: forms build, validate and run expressions [guide/errors#missing-forroot-error-needs-neither, guide/getting-started#formlymodule-forroot-where, ui/bootstrap#formlybootstrapmodule-alone-provides]", () => {
  const published = kits.filter((kit) => kit.published);
  assert.ok(published.length >= 6);
  for (const kit of published) {
    const kitModule = loadPackage<Record<string, AngularCore.Type<unknown>>>(kit.package)[kit.ngModule]!;
    const injector = rootInjectorOf(kitModule);
    assert.deepEqual(buildWith(injector), {required: true, label: 'E-mail'}, kit.name);
    assert.ok(injector.get(formly.FormlyConfig).getType('input', true).component, `${kit.name} registers input`);
  }
});

test('FormlyModule alone, without forRoot(), fails the build with the "missing forRoot()" error [guide/errors#missing-forroot-error-needs-neither, guide/getting-started#formlymodule-forroot-where, ui/bootstrap#formlybootstrapmodule-alone-provides]', () => {
  assert.throws(
    () => buildWith(rootInjectorOf(formly.FormlyModule)),
    new Error('NgxFormly: missing `forRoot()` call. use `forRoot()` when registering the `FormlyModule`.'),
  );
});
