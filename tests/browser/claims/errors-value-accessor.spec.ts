import type {Page} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {productionModeImports} from './mat-form-field-control';

/**
 * docs/guide/errors.mdx, "No value accessor for form control", in Chromium: custom types of the
 * test's own that bind [formControl] to a <div>, to a component without ControlValueAccessor, to a
 * native input without ReactiveFormsModule, and a keyless field on the Bootstrap input, in forms
 * compiled just in time with the console read.
 */

const types = `
import {Component} from '@angular/core';
import {ReactiveFormsModule} from '@angular/forms';
import {FieldType} from '@ngx-formly/core';

export class DivType extends FieldType {}
Component({selector: 'app-div-type', imports: [ReactiveFormsModule], template: '<div [formControl]="formControl">A box</div>'})(DivType);

export class Badge {}
Component({selector: 'app-badge', template: '<span>A badge</span>'})(Badge);
export class BadgeType extends FieldType {}
Component({selector: 'app-badge-type', imports: [ReactiveFormsModule, Badge], template: '<app-badge [formControl]="formControl" />'})(BadgeType);

export class NoFormsModuleType extends FieldType {}
Component({selector: 'app-no-forms-module-type', template: '<input aria-label="Unbound" [formControl]="formControl" />'})(NoFormsModuleType);

export const ownTypes = {
  types: [
    {name: 'div-box', component: DivType},
    {name: 'badge', component: BadgeType},
    {name: 'no-forms-module', component: NoFormsModuleType},
  ],
};`;

/** A Bootstrap form of `fields` with the test's types; every console error and page error is collected, none fails the test by itself. */
async function openForm(page: Page, fields: unknown[], {production = false} = {}) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await openJitPage(page, {
    local: {types},
    main: formlyFormMain({
      imports: `import {withFormlyBootstrap} from '@ngx-formly/bootstrap';
import {ownTypes} from './types.js';${production ? `\n${productionModeImports}` : ''}`,
      configs: '[...withFormlyBootstrap(), ownTypes]',
      fields,
    }),
  });
  await expect(page.getByRole('textbox', {name: 'Name'})).toBeVisible();
  return errors;
}

const nameField = {key: 'name', type: 'input', props: {label: 'Name'}};

for (const [what, type] of [
  ['a <div>', 'div-box'],
  ['a component without ControlValueAccessor', 'badge'],
] as const) {
  test(`[formControl] on ${what} in a custom type: NG01203 "No value accessor for form control unspecified name attribute" is thrown when the field renders [guide/errors#no-value-accessor-non-cva]`, async ({
    page,
    problems,
  }) => {
    const message = /NG01203: No value accessor for form control unspecified name attribute/;
    problems.allow(message);
    const errors = await openForm(page, [nameField, {key: 'broken', type}]);
    await expect.poll(() => errors.some((error) => message.test(error))).toBe(true);
    expect(errors.every((error) => message.test(error))).toBe(true);
  });
}

test("in production mode the same [formControl] on a <div> logs TypeError: Cannot read properties of null (reading 'writeValue'), and NG01203 never [guide/errors#no-value-accessor-production]", async ({
  page,
  problems,
}) => {
  const message = /TypeError: Cannot read properties of null \(reading 'writeValue'\)/;
  problems.allow(message);
  const errors = await openForm(page, [nameField, {key: 'broken', type: 'div-box'}], {production: true});
  await expect.poll(() => errors.some((error) => message.test(error))).toBe(true);
  expect(errors.filter((error) => /NG01203|No value accessor/.test(error))).toEqual([]);
});

test("a keyless field gets a FormControl of its own, outside the form and the model, and the kit's input bound to it raises no error [guide/errors#keyless-field-own-control]", async ({
  page,
}) => {
  const errors = await openForm(page, [nameField, {type: 'input', props: {label: 'No key'}}]);
  await page.getByRole('textbox', {name: 'No key'}).fill('typed');
  const state = await page.evaluate(() => {
    const {formGroup, formModel} = window as unknown as {
      formGroup: {controls: Record<string, unknown>; get(key: string): unknown};
      formModel: Record<string, unknown>;
    };
    return {controls: Object.keys(formGroup.controls), model: structuredClone(formModel)};
  });
  expect(state).toEqual({controls: ['name'], model: {}});
  expect(errors).toEqual([]);
});

test("a custom type without ReactiveFormsModule in its imports, compiled just in time in development mode: Angular logs NG0303 \"Can't bind to 'formControl' since it isn't a known property of 'input'\" and typing in the input never reaches the model [guide/errors#formcontrol-needs-reactive-forms-module]", async ({
  page,
  problems,
}) => {
  const message = /NG0303: Can't bind to 'formControl' since it isn't a known property of 'input'/;
  problems.allow(message);
  const errors = await openForm(page, [nameField, {key: 'unbound', type: 'no-forms-module'}]);
  await expect.poll(() => errors.some((error) => message.test(error))).toBe(true);
  await page.getByRole('textbox', {name: 'Unbound'}).fill('typed');
  await page.getByRole('textbox', {name: 'Name'}).fill('Ada');
  await expect
    .poll(() => page.evaluate(() => structuredClone((window as unknown as {formModel: object}).formModel)))
    .toEqual({name: 'Ada'});
});
