/**
 * Claims of docs/guide/getting-started.mdx: `ng add @ngx-formly/schematics`, run with the
 * installed schematic, and the set-up and first form, run against @ngx-formly/core 7.1.0.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as FormlyCore from '../../../demos/node_modules/@ngx-formly/core';
import type {FormGroup} from '../../../demos/node_modules/@angular/forms';
import {buildForm, core, formly, type ConfigOption, type FormlyFieldConfig, watchField} from '../support/formly';
import {runPageModuleAt, watchForm} from '../support/guide-extra';
import {ngAddFormly, runNgAdd, workspace} from '../support/schematics';
import {demosDir} from '../support/demo-packages';

/** The page's first form component, as the tests use it. */
interface SignupComponent {
  signupForm: FormGroup;
  member: Record<string, unknown>;
  formOptions: FormlyCore.FormlyFormOptions;
  signupFields: FormlyFieldConfig[];
}

test('ng add adds @angular/forms, @ngx-formly/core and the kit package, and schedules the install [api/schematics#three-steps-schematic-package-entry, guide/getting-started#ng-add-adds-angular-forms]', async () => {
  const {dependencies, tasks} = await ngAddFormly({uiTheme: 'bootstrap'});
  assert.deepEqual(
    ['@angular/forms', '@ngx-formly/core', '@ngx-formly/bootstrap'].filter((name) => !dependencies[name]),
    [],
  );
  assert.ok(tasks.includes('node-package'), `tasks: ${tasks.join(', ')}`);
});

test('it imports ReactiveFormsModule, FormlyModule.forRoot() and the kit module into the NgModule [api/schematics#three-steps-schematic-package-entry, guide/getting-started#ng-add-adds-angular-forms]', async () => {
  const {appModule} = await ngAddFormly({uiTheme: 'bootstrap'});
  for (const name of ['ReactiveFormsModule', 'FormlyModule.forRoot()', 'FormlyBootstrapModule']) {
    assert.ok(appModule.includes(name), name);
  }
});

test('--skip-package-json leaves out core and forms, but --ui-theme still adds the kit package [api/schematics#three-steps-schematic-package-entry, guide/getting-started#ng-add-adds-angular-forms]', async () => {
  const {dependencies} = await ngAddFormly({uiTheme: 'bootstrap', skipPackageJson: true});
  assert.equal(dependencies['@ngx-formly/core'], undefined);
  assert.equal(dependencies['@angular/forms'], undefined);
  assert.ok(dependencies['@ngx-formly/bootstrap'], 'the kit package is added');
});

test('on a standalone application (no NgModule) the schematic stops with "Could not find an NgModule" [guide/getting-started#schematic-edits-ngmodule-stops-finds]', async () => {
  await assert.rejects(runNgAdd({uiTheme: 'bootstrap'}, workspace('standalone')).result, /Could not find an NgModule/);
});

test('provideFormlyCore registers the built-in types and extensions, and accepts one config object or an array [guide/getting-started#provideformlycore-registers-built]', () => {
  const configFrom = (configs: ConfigOption | ConfigOption[]) => {
    const injector = core.createEnvironmentInjector(
      [formly.provideFormlyCore(configs), formly.FormlyConfig, formly.FormlyFormBuilder],
      core.Injector.NULL as never,
    );
    // A form's builder adds the registered configs to FormlyConfig when it is created.
    injector.get(formly.FormlyFormBuilder);
    return injector.get(formly.FormlyConfig);
  };
  const one = configFrom({types: [{name: 'input'}]});
  const many = configFrom([{types: [{name: 'input'}]}, {types: [{name: 'select'}]}]);
  assert.deepEqual(Object.keys(one.types).sort(), ['formly-group', 'formly-template', 'input']);
  assert.deepEqual(Object.keys(many.types).sort(), ['formly-group', 'formly-template', 'input', 'select']);
  assert.deepEqual(Object.keys(one.extensions), ['core', 'field-validation', 'field-form', 'field-expression']);
});

test('the first form: Formly fills the controls from the model, writes into that very object, validates the nickname and fills options with helpers [guide/getting-started#first-form-s-standalone-component]', () => {
  // The standalone tab's block (the NgModule tab has one with the same title).
  const {BookClubSignupComponent} = runPageModuleAt<{BookClubSignupComponent: new () => SignupComponent}>(
    'docs/guide/getting-started.mdx',
    'src/app/book-club-signup.component.ts',
    0,
  );
  const component = new BookClubSignupComponent();
  const member = component.member;
  const built = buildForm(component.signupFields, {
    form: component.signupForm,
    model: member,
    options: component.formOptions,
  });
  assert.equal(built.form.get('monthlyDigest')!.value, true, 'monthlyDigest starts checked');
  assert.deepEqual(built.form.get('nickname')!.errors, {required: true});
  built.form.get('nickname')!.setValue('Al');
  assert.deepEqual(built.form.get('nickname')!.errors, {minLength: {requiredLength: 3, actualLength: 2}});
  const stop = watchField(built.fields[0]!);
  built.form.get('nickname')!.setValue('Alice');
  stop();
  assert.equal(component.member, member);
  assert.equal(member['nickname'], 'Alice', 'written into the component’s own model object');
  assert.equal(component.signupForm.valid, true);
  assert.equal(typeof component.formOptions.resetModel, 'function');
  assert.equal(typeof component.formOptions.updateInitialValue, 'function');
});

test('<formly-form> emits (modelChange) with a copy of the model after each change [guide/getting-started#first-form-s-standalone-component]', () => {
  const built = buildForm([{key: 'nickname', type: 'input'}], {model: {}});
  const {modelChanges, stop} = watchForm(built);
  const unwatch = watchField(built.fields[0]!);
  built.form.get('nickname')!.setValue('Alice');
  unwatch();
  stop();
  assert.deepEqual(modelChanges, [{nickname: 'Alice'}]);
  assert.notEqual(modelChanges[0], built.model, 'a copy');
});

test('the examples run Angular 21.2 and every @ngx-formly package at 7.1.0, except @ngx-formly/ng-zorro-antd at 7.0.1 [guide/getting-started#examples-run-versions]', () => {
  const modules = path.join(demosDir, 'node_modules');
  const version = (name: string) =>
    (JSON.parse(fs.readFileSync(path.join(modules, name, 'package.json'), 'utf8')) as {version: string}).version;
  assert.match(version('@angular/core'), /^21\.2\./);
  const formlyPackages = fs.readdirSync(path.join(modules, '@ngx-formly')).map((name) => `@ngx-formly/${name}`);
  assert.ok(formlyPackages.includes('@ngx-formly/core') && formlyPackages.includes('@ngx-formly/ng-zorro-antd'));
  for (const name of formlyPackages) {
    assert.equal(version(name), name === '@ngx-formly/ng-zorro-antd' ? '7.0.1' : '7.1.0', name);
  }
});
