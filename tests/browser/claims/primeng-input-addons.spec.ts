import ts from 'typescript';
import type {Locator, Page} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {chromiumNode} from '../chromium-accessibility';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * Claims of the section "Add-ons before and after an input" of docs/ui/primeng.mdx, in Chromium with
 * PrimeNG's real components and its Aura theme (injected by providePrimeNG), in a form compiled just in
 * time on the installed packages: the page's own wrapper block and its own field block.
 */

const primengPage = 'docs/ui/primeng.mdx';
const wrapperBlock = pageCodeBlock(primengPage, 'input-addons.wrapper.ts');
const fieldBlock = pageCodeBlock(primengPage, 'price.field.ts');
const fieldsOfTheBlock = {expression: '[priceField]'};

/**
 * Opens a form of the kit plus the wrapper block (as given, or edited by a test) with PrimeNG's Aura
 * theme; `fields` are JSON or the page's field block (imported from ./field.js).
 */
async function openAddonsForm(
  page: Page,
  {
    wrapper = wrapperBlock,
    field = fieldBlock,
    fields = fieldsOfTheBlock,
  }: {wrapper?: string; field?: string; fields?: unknown[] | {expression: string}} = {},
): Promise<void> {
  const providers = 'providers: [provideZonelessChangeDetection(), ';
  const main = formlyFormMain({
    imports: [
      "import {providePrimeNG} from 'primeng/config';",
      "import Aura from '@primeuix/themes/aura';",
      "import {withFormlyPrimeNG} from '@ngx-formly/primeng';",
      "import {inputAddons} from './wrapper.js';",
      "import {priceField} from './field.js';",
    ].join('\n'),
    configs: '[...withFormlyPrimeNG(), inputAddons]',
    fields,
  });
  expect(main, 'the bootstrap providers to add PrimeNG to').toContain(providers);
  await openJitPage(page, {
    local: {
      wrapper: transpilePageCode(wrapper, `${primengPage}#input-addons.wrapper.ts`, ts.ModuleKind.ESNext),
      field: transpilePageCode(field, `${primengPage}#price.field.ts`, ts.ModuleKind.ESNext),
    },
    main: main.replace(providers, `${providers}providePrimeNG({theme: {preset: Aura}}), `),
  });
}

async function box(locator: Locator) {
  const {x, y, width, height} = (await locator.boundingBox())!;
  return {left: x, right: x + width, top: y, bottom: y + height, width};
}

/** The four corner radii of an element, as Chromium computes them: [top-left, top-right, bottom-right, bottom-left]. */
const radii = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return [
      style.borderTopLeftRadius,
      style.borderTopRightRadius,
      style.borderBottomRightRadius,
      style.borderBottomLeftRadius,
    ];
  });

test("the page's price field: € and per night on the input's row, the input filling the rest, square corners where they meet; the label above the group and the error message below it once touched; the input named Price alone [ui/primeng#addons-same-row-corners-join, ui/primeng#wrapper-order-form-field-outside, ui/primeng#addons-not-in-accessible-name, ui/primeng#wrapper-draws-set-addons]", async ({
  page,
}) => {
  await openAddonsForm(page);
  const group = page.locator('app-input-addons .p-inputgroup');
  const addons = group.locator('.p-inputgroupaddon');
  const input = page.getByRole('spinbutton');
  await expect(addons).toHaveText(['€', 'per night']);
  await expect(group.locator('input')).toHaveCount(1);

  await test.step('same row, the input between the add-ons and filling the group [ui/primeng#addons-same-row-corners-join]', async () => {
    const [before, field, after, whole] = [
      await box(addons.nth(0)),
      await box(input),
      await box(addons.nth(1)),
      await box(group),
    ];
    for (const part of [before, after]) {
      expect(Math.abs(part.top - field.top)).toBeLessThan(1);
      expect(Math.abs(part.bottom - field.bottom)).toBeLessThan(1);
    }
    expect(Math.abs(before.right - field.left)).toBeLessThan(1);
    expect(Math.abs(field.right - after.left)).toBeLessThan(1);
    expect(Math.abs(before.left - whole.left)).toBeLessThan(1);
    expect(Math.abs(after.right - whole.right)).toBeLessThan(1);
    expect(field.width).toBeGreaterThan(before.width + after.width);
  });

  await test.step('corners: the input square on both sides, the add-ons round on the outer side only [ui/primeng#addons-same-row-corners-join]', async () => {
    expect(await radii(input)).toEqual(['0px', '0px', '0px', '0px']);
    const [beforeTopLeft, beforeTopRight, beforeBottomRight, beforeBottomLeft] = await radii(addons.nth(0));
    expect([beforeTopRight, beforeBottomRight]).toEqual(['0px', '0px']);
    expect(parseFloat(beforeTopLeft!)).toBeGreaterThan(0);
    expect(parseFloat(beforeBottomLeft!)).toBeGreaterThan(0);
    const [afterTopLeft, afterTopRight, afterBottomRight, afterBottomLeft] = await radii(addons.nth(1));
    expect([afterTopLeft, afterBottomLeft]).toEqual(['0px', '0px']);
    expect(parseFloat(afterTopRight!)).toBeGreaterThan(0);
    expect(parseFloat(afterBottomRight!)).toBeGreaterThan(0);
  });

  await test.step('the label above the group, the error message below it once touched [ui/primeng#wrapper-order-form-field-outside]', async () => {
    const label = page.locator('formly-wrapper-primeng-form-field label');
    await expect(label).toHaveCount(1);
    await expect(label).toContainText('Price');
    await expect(group.locator('label')).toHaveCount(0);
    expect((await box(label)).bottom).toBeLessThanOrEqual((await box(group)).top);
    const error = page.locator('small.p-error');
    await expect(error).toHaveCount(0);
    await input.focus();
    await input.blur();
    await expect(error).toHaveText('This field is required.');
    await expect(group.locator('small.p-error')).toHaveCount(0);
    expect((await box(error)).top).toBeGreaterThanOrEqual((await box(group)).bottom);
  });

  await test.step('the input is named by its label alone, and described by nothing [ui/primeng#addons-not-in-accessible-name]', async () => {
    await expect(input).toHaveAccessibleName('Price');
    await expect(input).toHaveAccessibleDescription('');
    const node = await chromiumNode(page, (await input.getAttribute('id'))!);
    expect(node.name).toBe('Price');
    expect(node.description ?? '').toBe('');
  });
});

test('with only addonAfter set, the wrapper draws one add-on, after the input, and the input keeps its round corners on the other side [ui/primeng#wrapper-draws-set-addons, ui/primeng#addons-same-row-corners-join]', async ({
  page,
}) => {
  await openAddonsForm(page, {
    fields: [
      {
        key: 'weight',
        type: 'input',
        wrappers: ['form-field', 'input-addons'],
        props: {label: 'Weight', addonAfter: 'kg'},
      },
    ],
  });
  const group = page.locator('app-input-addons .p-inputgroup');
  const input = page.getByRole('textbox', {name: 'Weight', exact: true});
  await expect(group.locator('.p-inputgroupaddon')).toHaveText(['kg']);
  expect((await box(input)).right).toBeLessThanOrEqual((await box(group.locator('.p-inputgroupaddon'))).left + 1);
  const [topLeft, topRight, bottomRight, bottomLeft] = await radii(input);
  expect([topRight, bottomRight]).toEqual(['0px', '0px']);
  expect(parseFloat(topLeft!)).toBeGreaterThan(0);
  expect(parseFloat(bottomLeft!)).toBeGreaterThan(0);
});

test("without the wrapper's three rules, the input's corners stay round beside the add-ons and it stops short of the add-on after it [ui/primeng#addons-same-row-corners-join]", async ({
  page,
}) => {
  const withoutRules = wrapperBlock.replace(/ {2}styles: `[^`]*`,\n/, '');
  expect(withoutRules, 'the block without its styles').not.toContain('styles:');
  await openAddonsForm(page, {wrapper: withoutRules});
  const addons = page.locator('.p-inputgroupaddon');
  await expect(addons).toHaveText(['€', 'per night']);
  const input = page.getByRole('spinbutton');
  for (const corner of await radii(input)) {
    expect(parseFloat(corner)).toBeGreaterThan(0);
  }
  expect((await box(input)).right).toBeLessThan((await box(addons.nth(1))).left - 10);
});

test('with the wrapper listed before form-field, the label and the error message end up inside the group, between the add-ons [ui/primeng#wrapper-order-form-field-outside]', async ({
  page,
}) => {
  const swapped = fieldBlock.replace("['form-field', 'input-addons']", "['input-addons', 'form-field']");
  expect(swapped, 'the block with the order swapped').not.toBe(fieldBlock);
  await openAddonsForm(page, {field: swapped});
  const group = page.locator('app-input-addons .p-inputgroup');
  const addons = group.locator('.p-inputgroupaddon');
  const label = group.locator('label');
  await expect(label).toContainText('Price');
  const input = page.getByRole('spinbutton');
  await input.focus();
  await input.blur();
  const error = group.locator('small.p-error');
  await expect(error).toHaveText('This field is required.');
  for (const inside of [label, error]) {
    const {left, right} = await box(inside);
    expect(left).toBeGreaterThanOrEqual((await box(addons.nth(0))).right - 1);
    expect(right).toBeLessThanOrEqual((await box(addons.nth(1))).left + 1);
  }
});
