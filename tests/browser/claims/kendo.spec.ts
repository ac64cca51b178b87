import ts from 'typescript';
import type {FrameLocator, Page} from '@playwright/test';
import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * Rendering claims of docs/ui/kendo.mdx and the Kendo API notes (scripts/api/notes),
 * run with Kendo UI's real components in the playground's frame, and the page's own
 * numeric type in a form compiled just in time.
 */

/** Where the label sits against the control: 'above' or 'beside'. */
async function labelPlacement(page: Parameters<typeof form>[0]): Promise<'above' | 'beside'> {
  const label = (await form(page).locator('kendo-formfield label').first().boundingBox())!;
  const control = (await form(page).getByRole('textbox', {name: 'Article number'}).boundingBox())!;
  return label.y + label.height <= control.y + 1 ? 'above' : 'beside';
}

const field = {key: 'sku', type: 'input', props: {label: 'Article number', orientation: 'horizontal'}};

const withOrientation = (orientation?: string) => ({...field, props: {...field.props, orientation}});

test("outside a k-form-horizontal element the label sits above the control whatever the orientation, 'horizontal' included [api/props#kendo-orientation-horizontal-takes, api/ui/kendo/form-field#orientation-horizontal-puts-label, ui/kendo#orientation-sample-puts-horizontal]", async ({
  page,
}) => {
  for (const orientation of ['horizontal', 'vertical', undefined]) {
    await openFormInPlayground(page, 'kendo', [withOrientation(orientation)]);
    expect(await labelPlacement(page), `orientation: ${orientation}`).toBe('above');
  }
});

test("inside a k-form-horizontal ancestor the label sits beside the control whatever the orientation, 'vertical' and unset included [api/props#kendo-orientation-horizontal-takes, api/ui/kendo/form-field#orientation-horizontal-puts-label, ui/kendo#orientation-sample-puts-horizontal]", async ({
  page,
}) => {
  for (const orientation of ['horizontal', 'vertical', undefined]) {
    const group = {fieldGroupClassName: 'k-form-horizontal', fieldGroup: [withOrientation(orientation)]};
    await openFormInPlayground(page, 'kendo', [group]);
    expect(await labelPlacement(page), `orientation: ${orientation}`).toBe('beside');
  }
});

const priceModel = {price: 1234.5};
const priceProps = {label: 'Price', format: 'c2', spinners: false};

/** The kendo-numerictextbox in the kendo-formfield labelled `name`, its inner box and its spin buttons. */
function numericBox(page: Page | FrameLocator, name: string) {
  const host = page.locator('kendo-formfield', {hasText: name}).locator('kendo-numerictextbox');
  return {host, box: host.getByRole('spinbutton'), spinButtons: host.locator('.k-spin-button button')};
}

test("the kit's number and integer types pass no props to their kendo-numerictextbox: with props.format 'c2', props.spinners false and a format in props.attributes, 1234.5 still shows as 1,234.50 with spin buttons; the attribute sits on the host element [ui/kendo#kit-number-type-ignores-format]", async ({
  page,
}) => {
  const types = ['number', 'integer'];
  await openFormInPlayground(
    page,
    'kendo',
    types.map((type) => ({key: type, type, props: {...priceProps, label: type, attributes: {format: 'c2'}}})),
    Object.fromEntries(types.map((type) => [type, priceModel.price])),
  );
  for (const type of types) {
    const {host, box, spinButtons} = numericBox(form(page), type);
    await expect(box, type).toHaveValue('1,234.50');
    await expect(spinButtons, type).toHaveCount(2);
    await expect(host, type).toHaveAttribute('format', 'c2');
    await expect(box, type).not.toHaveAttribute('format');
  }
});

test("the page's numeric type passes props.format and props.spinners to the box: 1234.5 shows as $1,234.50 with no spin buttons, the label names the box, and the model keeps the number [ui/kendo#numeric-type-passes-format]", async ({
  page,
}) => {
  const kendoPage = 'docs/ui/kendo.mdx';
  await openJitPage(page, {
    local: {
      numeric: transpilePageCode(
        pageCodeBlock(kendoPage, 'numeric-type.ts'),
        `${kendoPage}#numeric-type.ts`,
        ts.ModuleKind.ESNext,
      ),
    },
    main: formlyFormMain({
      imports:
        "import '@angular/localize/init';\nimport {withFormlyKendo} from '@ngx-formly/kendo';\nimport {numericConfig} from './numeric.js';",
      configs: '[...withFormlyKendo(), numericConfig]',
      fields: [{key: 'price', type: 'numeric', props: priceProps}],
      model: priceModel,
    }),
    stylesheets: ['@progress/kendo-theme-default/dist/all.css'],
  });
  const {box, spinButtons} = numericBox(page, 'Price');
  await expect(box).toHaveValue('$1,234.50');
  await expect(spinButtons).toHaveCount(0);
  await expect(page.getByRole('spinbutton', {name: 'Price'})).toHaveCount(1);
  await box.fill('99.5');
  await box.blur();
  await expect(box).toHaveValue('$99.50');
  expect(await page.evaluate(() => (window as unknown as {formModel: {price: unknown}}).formModel.price)).toBe(99.5);
});
