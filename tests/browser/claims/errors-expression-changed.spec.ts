import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {applicationMain, evaluateComponent, openJitPage, openPageComponent} from '../jit-form';
import {pageCodeBlock} from '../../claims/support/page-code';

/**
 * docs/guide/errors.mdx, "ExpressionChangedAfterItHasBeenCheckedError (NG0100) around a form", in
 * Chromium, in development mode, zoneless and with zone.js: bindings of the form's state and model
 * placed before and after <formly-form>, a custom type of the test's own that gives its field a first
 * value in ngOnInit, and the page's order-form.component.ts, in Bootstrap forms compiled just in time
 * (Material too for the page's block). The fixture fails a test on any console error it did not allow.
 */

const guide = 'docs/guide/errors.mdx';
const heading = 'ExpressionChangedAfterItHasBeenCheckedError (NG0100) around a form';

/** The text block of the section: the message as the page quotes it. */
function sectionMessage(): string {
  const source = fs.readFileSync(path.join(__dirname, '..', '..', '..', guide), 'utf8');
  const section = source.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0];
  const block = section && /^```text\n([\s\S]*?)\n```$/m.exec(section)?.[1];
  if (!block) throw new Error(`${guide}: no text block under "${heading}"`);
  return block;
}

const ng0100 = /NG0100: ExpressionChangedAfterItHasBeenCheckedError/;

/** A currency-code type whose class has `members` (a lifecycle method, say), in the kit's form-field wrapper. */
const currencyType = (members: string) => `
import {Component} from '@angular/core';
import {ReactiveFormsModule} from '@angular/forms';
import {FieldType, FormlyAttributes} from '@ngx-formly/core';
export class CurrencyCodeType extends FieldType {
  ${members}
}
Component({
  selector: 'app-currency-code-type',
  imports: [ReactiveFormsModule, FormlyAttributes],
  template: '<input class="form-control" [formControl]="formControl" [formlyAttributes]="field" />',
})(CurrencyCodeType);
export const currencyType = {types: [{name: 'currency-code', component: CurrencyCodeType, wrappers: ['form-field']}]};`;

/**
 * Opens a Bootstrap form of `fields` (code) whose App component shows `above` before <formly-form> and
 * `below` after it, inside <form [formGroup]>; `members` go in the test's currency-code type. Resolves
 * to the console errors the page logged.
 */
async function openForm(
  page: Page,
  {
    fields,
    above = '',
    below = '',
    members = '',
    zone,
  }: {fields: string; above?: string; below?: string; members?: string; zone: boolean},
): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openJitPage(page, {
    local: {'currency-type': currencyType(members)},
    main: applicationMain({
      imports: `import {JsonPipe} from '@angular/common';
import {FormGroup, ReactiveFormsModule} from '@angular/forms';
import {FormlyForm} from '@ngx-formly/core';
import {withFormlyBootstrap} from '@ngx-formly/bootstrap';
import {currencyType} from './currency-type.js';`,
      code: `class App {
  form = window.formGroup = new FormGroup({});
  model = window.formModel = {};
  fields = ${fields};
}
Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  template: ${JSON.stringify(`<form [formGroup]="form">${above}<formly-form [form]="form" [fields]="fields" [model]="model" />${below}</form>`)},
})(App);`,
      root: 'App',
      configs: '[withFormlyBootstrap(), currencyType]',
      zone,
    }),
  });
  await expect(page.locator('formly-field input').first()).toBeVisible();
  return errors;
}

/** The form's value and the model, as plain data. */
const formState = (page: Page) =>
  page.evaluate(() => {
    const {formGroup, formModel} = window as unknown as {formGroup: {value: object}; formModel: object};
    return {control: JSON.parse(JSON.stringify(formGroup.value)), model: JSON.parse(JSON.stringify(formModel))};
  });

const required = "[{key: 'reference', type: 'input', props: {label: 'Reference', required: true}}]";
const withDefault = "[{key: 'currency', type: 'input', defaultValue: 'EUR', props: {label: 'Currency'}}]";
const displays = [
  {
    binding: '{{ form.valid }}',
    html: '<p data-testid="shown">Valid: {{ form.valid }}</p>',
    fields: required,
    shown: 'Valid: false',
  },
  {
    binding: '[disabled]="form.invalid"',
    html: '<button type="button" data-testid="shown" [disabled]="form.invalid">Save</button>',
    fields: required,
    shown: 'Save',
  },
  {
    binding: '{{ model | json }}',
    html: '<pre data-testid="shown">{{ model | json }}</pre>',
    fields: withDefault,
    shown: /"EUR"/,
  },
];

for (const zone of [false, true]) {
  const mode = zone ? 'with zone.js' : 'zoneless';

  for (const {binding, html, fields} of displays) {
    test(`${mode}: ${binding} before <formly-form> throws NG0100 when the build changes it${binding === '{{ form.valid }}' ? ", with the page's quoted message" : ''} [guide/errors#state-above-form-ng0100]`, async ({
      page,
      problems,
    }) => {
      problems.allow(ng0100);
      const errors = await openForm(page, {fields, above: html, zone});
      await expect.poll(() => errors.filter((error) => ng0100.test(error)).length).toBe(1);
      if (binding === '{{ form.valid }}') {
        expect(errors[0]).toContain(sectionMessage());
      }
    });
  }

  test(`${mode}: the same three bindings after <formly-form> show the built form with no error [guide/errors#state-above-form-ng0100]`, async ({
    page,
  }) => {
    const fields = `[...${required}, ...${withDefault}]`;
    await openForm(page, {fields, below: displays.map(({html}) => html).join(''), zone});
    const shown = page.getByTestId('shown');
    await expect(shown.nth(0)).toHaveText('Valid: false');
    await expect(shown.nth(1)).toBeDisabled();
    await expect(shown.nth(2)).toHaveText(/"currency": "EUR"/);
  });

  test(`${mode}: a custom type that writes the model in its ngOnInit throws NG0100 on a model display after the form; the control never gets the value, the input stays empty and the required field keeps the form invalid [guide/errors#model-write-in-init-ng0100]`, async ({
    page,
    problems,
  }) => {
    problems.allow(ng0100);
    const errors = await openForm(page, {
      fields: "[{key: 'currency', type: 'currency-code', props: {label: 'Currency', required: true}}]",
      members: "ngOnInit() {\n    this.model[this.key] = 'EUR';\n  }",
      below: '<pre>{{ model | json }}</pre><p data-testid="valid">Valid: {{ form.valid }}</p>',
      zone,
    });
    await expect.poll(() => errors.filter((error) => ng0100.test(error)).length).toBe(1);
    expect(await formState(page)).toEqual({control: {}, model: {currency: 'EUR'}});
    await expect(page.getByRole('textbox', {name: 'Currency'})).toHaveValue('');
    await expect(page.getByTestId('valid')).toHaveText('Valid: false');
  });

  for (const [which, fields] of [
    ['a field that is not required', "[{key: 'currency', type: 'currency-code', props: {label: 'Currency'}}]"],
    [
      'a required field beside another required field left empty (the form stays invalid)',
      "[{key: 'currency', type: 'currency-code', props: {label: 'Currency', required: true}}, {key: 'reference', type: 'input', props: {label: 'Reference', required: true}}]",
    ],
  ] as const) {
    test(`${mode}: formControl.setValue() in a custom type's ngOnInit reaches the control and the model, and throws NG0100 on a model display after the form, on ${which} [guide/errors#setvalue-in-init-optional-ng0100]`, async ({
      page,
      problems,
    }) => {
      problems.allow(ng0100);
      const errors = await openForm(page, {
        fields,
        members: "ngOnInit() {\n    this.formControl.setValue('EUR');\n  }",
        below: '<pre>{{ model | json }}</pre>',
        zone,
      });
      await expect.poll(() => errors.filter((error) => ng0100.test(error)).length).toBe(1);
      const {control, model} = await formState(page);
      expect({control: control.currency, model: model.currency}).toEqual({control: 'EUR', model: 'EUR'});
      await expect(page.getByRole('textbox', {name: 'Currency'})).toHaveValue('EUR');
    });
  }
}

const block = pageCodeBlock(guide, 'order-form.component.ts');
const app = 'app-order-form';

/** The page's component: its form's value and model, as plain data. */
const blockState = (page: Page) =>
  evaluateComponent(page, app, (component: {form: {value: object}; model: object}) => ({
    control: JSON.parse(JSON.stringify(component.form.value)),
    model: JSON.parse(JSON.stringify(component.model)),
  }));

for (const {kit, zone} of [
  {kit: 'bootstrap', zone: false},
  {kit: 'bootstrap', zone: true},
  {kit: 'material', zone: false},
] as const) {
  test(`${kit}, ${zone ? 'with zone.js' : 'zoneless'}: the page's order-form.component.ts raises no error; the defaultValue is in the control and the model, the Save button above the form follows the built status through its signal, and the validity shows below [guide/errors#default-value-fix, guide/errors#status-signal-above-form]`, async ({
    page,
  }) => {
    const feature = kit === 'bootstrap' ? 'withFormlyBootstrap()' : 'withFormlyMaterial()';
    await openPageComponent(page, {
      title: 'order-form.component.ts',
      code: block,
      imports: kit === 'material' ? "import {withFormlyMaterial} from '@ngx-formly/material';" : '',
      configs: feature,
      zone,
      stylesheets: kit === 'material' ? ['@angular/material/prebuilt-themes/azure-blue.css'] : [],
    });
    const save = page.getByRole('button', {name: 'Save'});
    await expect(page.getByRole('textbox', {name: 'Currency'})).toHaveValue('EUR');
    await expect(save).toBeDisabled();
    await expect(page.getByText('Valid: false')).toBeVisible();
    expect(await blockState(page)).toEqual({control: {currency: 'EUR'}, model: {currency: 'EUR'}});
    await page.getByRole('textbox', {name: 'Order reference'}).fill('ORD-7');
    await expect(save).toBeEnabled();
    await expect(page.getByText('Valid: true')).toBeVisible();
  });
}

test("zoneless: the page's block on a model that already holds a currency keeps it, with no error [guide/errors#default-value-fix]", async ({
  page,
}) => {
  const held = block.replace(
    'model: { currency?: string; reference?: string } = {};',
    "model: { currency?: string; reference?: string } = { currency: 'USD' };",
  );
  expect(held).not.toBe(block);
  await openPageComponent(page, {title: 'order-form.component.ts', code: held});
  await expect(page.getByRole('textbox', {name: 'Currency'})).toHaveValue('USD');
  expect(await blockState(page)).toEqual({control: {currency: 'USD'}, model: {currency: 'USD'}});
});

test("zoneless: defaultOptions: { defaultValue: 'EUR' } in a type's registration gives the page's currency field its value instead of defaultValue, with the Valid line below the form and no error [guide/errors#default-value-fix]", async ({
  page,
}) => {
  const viaType = block.replace("type: 'input', defaultValue: 'EUR',", "type: 'currency',");
  expect(viaType).not.toBe(block);
  await openPageComponent(page, {
    title: 'order-form.component.ts',
    code: viaType,
    configs:
      "[withFormlyBootstrap(), {types: [{name: 'currency', extends: 'input', defaultOptions: {defaultValue: 'EUR'}}]}]",
  });
  await expect(page.getByRole('textbox', {name: 'Currency'})).toHaveValue('EUR');
  await expect(page.getByText('Valid: false')).toBeVisible();
  expect(await blockState(page)).toEqual({control: {currency: 'EUR'}, model: {currency: 'EUR'}});
});
