import ts from 'typescript';
import type {Page} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {applicationMain, openJitPage, runOnApp} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * docs/guide/faq.mdx, "How do I remove a field at run time?", in Chromium: a Bootstrap form compiled
 * just in time whose fields are removed the ways the answer names (a new fields array; a splice out
 * of a fieldGroup and options.build()), with the page's removeField() from the page component and
 * from a wrapper's button, and with a field hidden.
 */

const removeFieldModule = transpilePageCode(
  pageCodeBlock('docs/guide/faq.mdx', 'remove-field.ts'),
  'remove-field.ts',
  ts.ModuleKind.ESNext,
);

const main = applicationMain({
  imports: `import {FormGroup, ReactiveFormsModule} from '@angular/forms';
import {FieldWrapper, FormlyForm} from '@ngx-formly/core';
import {withFormlyBootstrap} from '@ngx-formly/bootstrap';
import {removeField} from './remove-field.js';`,
  code: `class RemoveWrapper extends FieldWrapper {
  remove() {
    removeField(this.field);
  }
}
Component({
  selector: 'app-remove-wrapper',
  template: '<ng-container #fieldComponent></ng-container><button type="button" (click)="remove()">Remove {{ props.label }}</button>',
})(RemoveWrapper);
class App {
  form = new FormGroup({});
  options = {};
  model = {name: 'Ada', nickname: '', city: 'London', address: {street: 'Main St', zip: '12345'}};
  fields = [
    {key: 'name', type: 'input', props: {label: 'Name'}},
    {key: 'nickname', type: 'input', props: {label: 'Nickname', required: true}},
    {key: 'city', type: 'input', props: {label: 'City'}, wrappers: ['remove', 'form-field']},
    {
      key: 'address',
      fieldGroup: [
        {key: 'street', type: 'input', props: {label: 'Street'}},
        {key: 'zip', type: 'input', props: {label: 'Zip'}, wrappers: ['remove', 'form-field']},
      ],
    },
  ];
  constructor() {
    window.app = this;
    window.removeField = removeField;
  }
}
Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  template: '<form [formGroup]="form"><formly-form [form]="form" [fields]="fields" [model]="model" [options]="options" /></form>',
})(App);
const removeButton = {wrappers: [{name: 'remove', component: RemoveWrapper}]};`,
  root: 'App',
  configs: '[...withFormlyBootstrap(), removeButton]',
});

interface FormState {
  /** The form's controls by key, nested for groups. */
  controls: Record<string, unknown>;
  model: Record<string, unknown>;
  value: Record<string, unknown>;
  valid: boolean;
}

/** The form's controls, the model, form.value and validity, once the page has rendered. */
async function formState(page: Page): Promise<FormState> {
  return page.evaluate(() => {
    type Group = {controls: Record<string, Group>; value: unknown};
    const app = (window as unknown as {app: {form: Group & {valid: boolean; value: object}; model: object}}).app;
    const keys = (group: Group): Record<string, unknown> =>
      Object.fromEntries(
        Object.entries(group.controls).map(([key, control]) => [key, control.controls ? keys(control) : control.value]),
      );
    return {
      controls: keys(app.form),
      model: structuredClone(app.model) as Record<string, unknown>,
      value: structuredClone(app.form.value) as Record<string, unknown>,
      valid: app.form.valid,
    };
  });
}

const everything = {
  controls: {name: 'Ada', nickname: '', city: 'London', address: {street: 'Main St', zip: '12345'}},
  model: {name: 'Ada', nickname: '', city: 'London', address: {street: 'Main St', zip: '12345'}},
  value: {name: 'Ada', nickname: '', city: 'London', address: {street: 'Main St', zip: '12345'}},
};

test('a field taken out of the config (a new fields array, or a splice out of a fieldGroup and options.build()) leaves the screen, but its control stays in the form and its value in the model and form.value; an empty required field removed keeps the form invalid [guide/faq#removed-field-keeps-control-and-value]', async ({
  page,
}) => {
  await openJitPage(page, {main, local: {'remove-field': removeFieldModule}});
  await expect(page.getByRole('textbox')).toHaveCount(5);
  expect(await formState(page)).toEqual({...everything, valid: false});

  await runOnApp(page, "app.fields = app.fields.filter((field) => field.key !== 'nickname');");
  await expect(page.getByRole('textbox', {name: 'Nickname'})).toHaveCount(0);
  await runOnApp(
    page,
    "const group = app.fields.find((field) => field.key === 'address').fieldGroup; group.splice(0, 1); app.options.build();",
  );
  await expect(page.getByRole('textbox', {name: 'Street'})).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(3);
  expect(await formState(page)).toEqual({...everything, valid: false});

  // Later edits of the fields left do not take the removed ones out either.
  await page.getByRole('textbox', {name: 'Name'}).fill('Grace');
  await expect.poll(async () => (await formState(page)).model['name']).toBe('Grace');
  const after = await formState(page);
  expect(after.controls['nickname']).toBe('');
  expect(after.value['address']).toEqual({street: 'Main St', zip: '12345'});
  expect(after.valid).toBe(false);
});

test("the page's removeField() from the page component (twice with one field, as a double click) and from a wrapper's button: a top-level field and one inside a keyed group leave the screen, the form and the model, and the form is valid without the empty required field [guide/faq#remove-field-helper]", async ({
  page,
}) => {
  await openJitPage(page, {main, local: {'remove-field': removeFieldModule}});
  await expect(page.getByRole('textbox')).toHaveCount(5);

  // Twice with the same field, as a double click would: the second call leaves the others alone.
  await runOnApp(
    page,
    "const nickname = app.fields.find((field) => field.key === 'nickname'); window.removeField(nickname); window.removeField(nickname);",
  );
  await expect(page.getByRole('textbox', {name: 'Nickname'})).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(4);
  await page.getByRole('button', {name: 'Remove City'}).click();
  await page.getByRole('button', {name: 'Remove Zip'}).click();
  await expect(page.getByRole('textbox')).toHaveCount(2);
  await expect(page.getByRole('textbox', {name: 'Zip'})).toHaveCount(0);
  const left = {name: 'Ada', address: {street: 'Main St'}};
  expect(await formState(page)).toEqual({controls: left, model: left, value: left, valid: true});

  await page.getByRole('textbox', {name: 'Street'}).fill('High St');
  const edited = {name: 'Ada', address: {street: 'High St'}};
  await expect.poll(() => formState(page)).toEqual({controls: edited, model: edited, value: edited, valid: true});
});

test("a hidden field's control leaves the form and its value leaves the model; shown again, its control comes back [guide/faq#hidden-field-control-leaves-form]", async ({
  page,
}) => {
  await openJitPage(page, {main, local: {'remove-field': removeFieldModule}});
  await expect(page.getByRole('textbox')).toHaveCount(5);
  await runOnApp(page, "app.fields.find((field) => field.key === 'city').hide = true;");
  await expect(page.getByRole('textbox', {name: 'City'})).toHaveCount(0);
  const state = await formState(page);
  expect(Object.keys(state.controls)).toEqual(['name', 'nickname', 'address']);
  expect(state.model).not.toHaveProperty('city');
  expect(state.value).not.toHaveProperty('city');

  await runOnApp(page, "app.fields.find((field) => field.key === 'city').hide = false;");
  await expect(page.getByRole('textbox', {name: 'City'})).toBeVisible();
  expect(Object.keys((await formState(page)).controls)).toContain('city');
});
