import type {Page} from '@playwright/test';
import {afterTwoFrames, cachedContextTest as test, expect} from '../fixtures';
import {evaluateComponent, formlyFormMain, openJitPage, openPageComponent} from '../jit-form';
import {pageCodeBlock} from '../../claims/support/page-code';

/**
 * docs/guide/faq.mdx, "Can one form be split across <formly-form> elements?", in Chromium: the
 * page's split-order.component.ts in a Bootstrap application compiled just in time, as written and
 * without the (modelChange) call of the delivery part's options.build().
 */

const pageBlock = pageCodeBlock('docs/guide/faq.mdx', 'split-order.component.ts');
const buildCall = ' (modelChange)="deliveryOptions.build?.()"';

async function openSplitOrder(page: Page, block = pageBlock) {
  await openPageComponent(page, {
    title: 'split-order.component.ts',
    code: block,
    stylesheets: ['bootstrap/dist/css/bootstrap.min.css'],
  });
  await expect(page.getByRole('textbox', {name: 'Street'})).toBeVisible();
}

/** A control of the page component's form, as orderState reads it. */
interface Control {
  controls?: Record<string, Control>;
  valid: boolean;
  value: unknown;
}

/** The page component's form (its controls by group, validity and value) and model. */
function orderState(page: Page) {
  return evaluateComponent(page, 'app-split-order', (order: {form: Control; model: object}) => {
    const controlsOf = (control: Control): unknown =>
      control.controls
        ? Object.fromEntries(Object.entries(control.controls).map(([key, child]) => [key, controlsOf(child)]))
        : 'control';
    return {
      controls: controlsOf(order.form),
      valid: order.form.valid,
      value: structuredClone(order.form.value),
      model: structuredClone(order.model),
    };
  });
}

/** The page block with both <formly-form>s given the parent group itself, as the answer says not to. */
const sharedGroupBlock = pageBlock
  .replace('[form]="form.controls.contact"', '[form]="form"')
  .replace('[form]="form.controls.delivery"', '[form]="form"')
  .replace('new FormGroup({ contact: new FormGroup({}), delivery: new FormGroup({}) })', 'new FormGroup({})');

test("the page's split-order form, a group per element: each part's controls in its own group, one flat model, the parent's valid over both parts (a missing name keeps it invalid) and its value by group; choosing the United States in the contact part shows the delivery part's state field [guide/faq#split-form-group-per-element, guide/faq#split-form-expressions-per-element]", async ({
  page,
}) => {
  await openSplitOrder(page);
  const order = page.getByRole('button', {name: 'Order'});
  expect(await orderState(page)).toMatchObject({
    controls: {contact: {name: 'control', country: 'control'}, delivery: {street: 'control'}},
    valid: false,
  });
  await expect(order).toBeDisabled();

  await page.getByRole('textbox', {name: 'Street'}).fill('Main St');
  await expect.poll(async () => (await orderState(page)).model).toEqual({street: 'Main St'});
  expect((await orderState(page)).valid, 'the name is still missing').toBe(false);
  await page.getByRole('textbox', {name: 'Name'}).fill('Ada');
  await expect.poll(async () => (await orderState(page)).valid).toBe(true);
  await expect(order).toBeEnabled();
  expect(await orderState(page)).toMatchObject({
    value: {contact: {name: 'Ada'}, delivery: {street: 'Main St'}},
    model: {name: 'Ada', street: 'Main St'},
  });

  await page.getByRole('combobox', {name: 'Country'}).selectOption({label: 'United States'});
  await expect(page.getByRole('textbox', {name: 'State'})).toBeVisible();
  await expect.poll(async () => (await orderState(page)).valid, 'the state is required').toBe(false);
  await page.getByRole('textbox', {name: 'State'}).fill('Ohio');
  await expect.poll(async () => (await orderState(page)).valid).toBe(true);
  expect(await orderState(page)).toMatchObject({
    value: {contact: {name: 'Ada', country: 'US'}, delivery: {street: 'Main St', state: 'Ohio'}},
    model: {name: 'Ada', country: 'US', street: 'Main St', state: 'Ohio'},
  });
});

test("the page's block changed to give both elements the parent group: the contact part set up first loses its validators, so with the name missing the form is valid and Order enabled [guide/faq#split-form-shared-group-loses-validators]", async ({
  page,
}) => {
  expect(sharedGroupBlock).not.toContain('form.controls.');
  await openSplitOrder(page, sharedGroupBlock);
  const order = page.getByRole('button', {name: 'Order'});
  expect(await orderState(page)).toMatchObject({
    controls: {name: 'control', country: 'control', street: 'control'},
    valid: false,
  });
  await page.getByRole('textbox', {name: 'Street'}).fill('Main St');
  await expect.poll(async () => (await orderState(page)).valid).toBe(true);
  await expect(order).toBeEnabled();
  expect((await orderState(page)).model).toEqual({street: 'Main St'});
});

test("without the contact part's (modelChange) call, the delivery part's hide expression does not see the country chosen in the other part until a change is made in its own part [guide/faq#split-form-expressions-per-element]", async ({
  page,
}) => {
  const withoutBuild = pageBlock.replace(buildCall, '');
  expect(withoutBuild, 'the page block calls deliveryOptions.build() from (modelChange)').not.toBe(pageBlock);
  await openSplitOrder(page, withoutBuild);

  await page.getByRole('combobox', {name: 'Country'}).selectOption({label: 'United States'});
  await expect.poll(async () => (await orderState(page)).model).toMatchObject({country: 'US'});
  // The page is stable: nothing more is scheduled, and the state field is still missing.
  await afterTwoFrames(page);
  await expect(page.getByRole('textbox', {name: 'State'})).toHaveCount(0);

  await page.getByRole('textbox', {name: 'Street'}).fill('Main St');
  await expect(page.getByRole('textbox', {name: 'State'})).toBeVisible();
});

test('the same fields in one <formly-form>, each part a keyless group: the state field follows the country with no build call, and form.value is as flat as the model [guide/faq#split-form-one-element-in-step]', async ({
  page,
}) => {
  // The page block's two field arrays, each made a keyless group of one form.
  const fieldsOf = (name: string) => {
    const start = pageBlock.indexOf(`${name}: FormlyFieldConfig[] = [`);
    const end = pageBlock.indexOf('\n  ];', start);
    expect(start, name).toBeGreaterThan(-1);
    // The types are TypeScript's only: the main module is JavaScript.
    return pageBlock.slice(pageBlock.indexOf('[', start), end + 4).replaceAll(': FormlyFieldConfig', '');
  };
  await openJitPage(page, {
    main: formlyFormMain({
      imports: "import {withFormlyBootstrap} from '@ngx-formly/bootstrap';",
      configs: 'withFormlyBootstrap()',
      fields: {
        expression: `[{fieldGroup: ${fieldsOf('contactFields')}}, {fieldGroup: ${fieldsOf('deliveryFields')}}]`,
      },
    }),
  });
  await page.getByRole('combobox', {name: 'Country'}).selectOption({label: 'United States'});
  await expect(page.getByRole('textbox', {name: 'State'})).toBeVisible();
  await page.getByRole('textbox', {name: 'Name'}).fill('Ada');
  await page.getByRole('textbox', {name: 'Street'}).fill('Main St');
  await page.getByRole('textbox', {name: 'State'}).fill('Ohio');
  const flat = {name: 'Ada', country: 'US', street: 'Main St', state: 'Ohio'};
  await expect
    .poll(() =>
      page.evaluate(() => {
        const {formGroup, formModel} = window as unknown as {formGroup: {value: object}; formModel: object};
        return {value: structuredClone(formGroup.value), model: structuredClone(formModel)};
      }),
    )
    .toEqual({value: flat, model: flat});
});
