import ts from 'typescript';
import type {Page} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {applicationMain, openJitPage} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * docs/guide/faq.mdx, "Can two forms share one fields array?", in Chromium: the page's
 * address-forms.ts as it stands (a call of addressFields() per form) and with one array given to
 * both forms, each shown by two <formly-form>s of a Bootstrap application compiled just in time.
 */

const pageBlock = pageCodeBlock('docs/guide/faq.mdx', 'address-forms.ts');
const sharedBlock = pageBlock.replace('shippingFields = addressFields();', 'shippingFields = this.billingFields;');

const main = applicationMain({
  imports: `import {ReactiveFormsModule} from '@angular/forms';
import {FormlyForm} from '@ngx-formly/core';
import {withFormlyBootstrap} from '@ngx-formly/bootstrap';
import {AddressForms} from './address-forms.js';`,
  code: `class App extends AddressForms {
  constructor() {
    super();
    window.app = this;
  }
}
Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  template: \`
    <section aria-label="Billing"><form [formGroup]="billingForm"><formly-form [form]="billingForm" [fields]="billingFields" [model]="billing" /></form></section>
    <section aria-label="Shipping"><form [formGroup]="shippingForm"><formly-form [form]="shippingForm" [fields]="shippingFields" [model]="shipping" /></form></section>\`,
})(App);`,
  root: 'App',
  configs: 'withFormlyBootstrap()',
});

interface Models {
  billing: Record<string, unknown>;
  shipping: Record<string, unknown>;
}

const models = (page: Page) =>
  page.evaluate(() => {
    const {billing, shipping} = (window as unknown as {app: Models}).app;
    return {billing: {...billing}, shipping: {...shipping}};
  });

async function openForms(page: Page, block: string) {
  await openJitPage(page, {
    main,
    local: {'address-forms': transpilePageCode(block, 'address-forms.ts', ts.ModuleKind.ESNext)},
  });
  const input = (form: 'Billing' | 'Shipping', label: string) =>
    page.getByRole('region', {name: form}).getByRole('textbox', {name: label});
  return {input};
}

test('one fields array given to two forms: every config holds the control and the model of the form built last, the first form shows the second model and writes into it, the labels of the second form name the inputs of the first [guide/faq#shared-fields-belong-to-last-form, guide/faq#shared-fields-first-form-writes-second-model]', async ({
  page,
}) => {
  expect(sharedBlock, 'the page block gives each form a call of addressFields()').not.toBe(pageBlock);
  const {input} = await openForms(page, sharedBlock);

  await test.step("each config's formControl and model are the shipping form's", async () => {
    const owners = await page.evaluate(() => {
      type Field = {key: string; formControl: unknown; model: unknown};
      const app = (window as unknown as {app: Models & Record<string, unknown>}).app;
      const shippingForm = app['shippingForm'] as {get(key: string): unknown};
      const billingForm = app['billingForm'] as {get(key: string): unknown};
      return (app['billingFields'] as Field[]).map((field) => ({
        key: field.key,
        control:
          field.formControl === shippingForm.get(field.key)
            ? 'shipping'
            : field.formControl === billingForm.get(field.key)
              ? 'billing'
              : 'other',
        model: field.model === app.shipping ? 'shipping' : field.model === app.billing ? 'billing' : 'other',
      }));
    });
    expect(owners).toEqual([
      {key: 'name', control: 'shipping', model: 'shipping'},
      {key: 'city', control: 'shipping', model: 'shipping'},
    ]);
  });

  await test.step("the billing inputs show the shipping model's values", async () => {
    const shippingInputs = page.getByRole('region', {name: 'Shipping'}).locator('input');
    await expect(shippingInputs).toHaveCount(2);
    await expect(shippingInputs.nth(0)).toHaveValue('Grace');
    await expect(input('Billing', 'Name')).toHaveValue('Grace');
    await expect(input('Billing', 'City')).toHaveValue('Arlington');
  });

  await test.step("the shipping form's labels point at the billing inputs, and its own inputs have no name", async () => {
    const shipping = page.getByRole('region', {name: 'Shipping'});
    const billingIds = await page
      .getByRole('region', {name: 'Billing'})
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => input.id));
    expect(billingIds.every(Boolean)).toBe(true);
    expect(
      await shipping
        .locator('label')
        .evaluateAll((labels) => labels.map((label) => (label as HTMLLabelElement).htmlFor)),
    ).toEqual(billingIds);
    for (const index of [0, 1]) {
      await expect(shipping.locator('input').nth(index)).toHaveAccessibleName('');
    }
  });

  await test.step('typing in the billing form changes the shipping model, not the billing one', async () => {
    await input('Billing', 'Name').fill('Alan');
    await expect.poll(async () => (await models(page)).shipping['name']).toBe('Alan');
    expect((await models(page)).billing).toEqual({name: 'Ada', city: 'London'});
  });
});

test("the page's addressFields() called once per form: each form shows and edits its own model [guide/faq#field-config-per-form-independent]", async ({
  page,
}) => {
  const {input} = await openForms(page, pageBlock);
  await expect(input('Billing', 'Name')).toHaveValue('Ada');
  await expect(input('Billing', 'City')).toHaveValue('London');
  await expect(input('Shipping', 'Name')).toHaveValue('Grace');
  await expect(input('Shipping', 'City')).toHaveValue('Arlington');

  await input('Billing', 'Name').fill('Alan');
  await input('Shipping', 'City').fill('Boston');
  await expect
    .poll(() => models(page))
    .toEqual({
      billing: {name: 'Alan', city: 'London'},
      shipping: {name: 'Grace', city: 'Boston'},
    });
  await expect(input('Shipping', 'Name')).toHaveValue('Grace');
  await expect(input('Billing', 'City')).toHaveValue('London');
});
