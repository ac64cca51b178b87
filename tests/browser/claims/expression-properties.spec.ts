import ts from 'typescript';
import type {Locator, Page} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {kitByName} from '../../../lib/kits';
import {pageCodeBlock, sectionCssBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * Rendering claims of docs/guide/expression-properties.mdx in Chromium: the page's pickup fields,
 * whose Street is made invisible with a class while Pickup is ticked, on the real Bootstrap and
 * Material kits, with the page's CSS rule.
 */

const guide = 'docs/guide/expression-properties.mdx';
const section = 'Hiding a field but keeping its space';
const kits = ['bootstrap', 'material'] as const;
type Kit = (typeof kits)[number];
const stylesheets: Record<Kit, string> = {
  bootstrap: 'bootstrap/dist/css/bootstrap.min.css',
  material: '@angular/material/prebuilt-themes/azure-blue.css',
};

/**
 * Opens the page's pickup fields in `kit`, with the page's CSS injected. `street` rewrites the
 * Street field's config (an expression, in the page's module scope) from `street`, the page's own.
 * `window.appForm` is the form group.
 */
async function openPickupForm(page: Page, kit: Kit, street = 'street'): Promise<void> {
  const block = pageCodeBlock(guide, 'pickup.fields.ts');
  const {package: kitPackage, feature} = kitByName(kit);
  await openJitPage(page, {
    local: {fields: transpilePageCode(block, `${guide}#pickup.fields.ts`, ts.ModuleKind.ESNext)},
    main:
      formlyFormMain({
        imports: `import {pickupFields} from './fields.js';\nimport {${feature}} from '${kitPackage}';`,
        configs: `${feature}()`,
        fields: {
          expression: `pickupFields.map((street) => (street.key === 'street' ? ${street} : street))`,
        },
      }) + "\nwindow.appForm = window.ng.getComponent(document.querySelector('app-root')).form;",
    stylesheets: [stylesheets[kit]],
  });
  await page.addStyleTag({content: sectionCssBlock(guide, section)});
}

/** The `<formly-field>` of the field with `key`. */
const fieldElement = (page: Page, key: string) =>
  page
    .locator('formly-field')
    .filter({has: page.locator(`[id*="_${key}_"]`)})
    .last();

async function box(locator: Locator) {
  const {x, y, width, height} = (await locator.boundingBox())!;
  return {x, y, width, height};
}

/** Street's input element, found whether it is visible or not. */
const streetInput = (page: Page) => page.locator('input[id*="_street_"]');

/** Whether the form has Street's control, the form's validity and the model. */
const formState = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as {appForm: {controls: Record<string, unknown>; valid: boolean}; formModel: unknown};
    // Not `contains`, which answers false for a disabled control.
    return {streetInForm: 'street' in w.appForm.controls, valid: w.appForm.valid, model: w.formModel};
  });

for (const kit of kits) {
  test(`${kit}: with Pickup ticked, the page's keep-space class leaves Street's box its size and Phone in its place; expressions.hide on Street moves Phone up [guide/expression-properties#keep-space-box-kept]`, async ({
    page,
  }) => {
    await openPickupForm(page, kit);
    const street = fieldElement(page, 'street');
    const phone = page.getByRole('textbox', {name: 'Phone'});
    await expect(page.getByRole('textbox', {name: /Street/})).toBeVisible();
    const streetBefore = await box(streetInput(page));
    const phoneBefore = await box(phone);
    expect(streetBefore.height).toBeGreaterThan(20);
    await page.getByRole('checkbox', {name: 'I collect the order myself'}).check();
    await expect(street).toHaveClass('keep-space');
    await expect(streetInput(page)).toBeHidden();
    expect(await box(streetInput(page))).toEqual(streetBefore);
    expect(await box(phone)).toEqual(phoneBefore);

    await openPickupForm(page, kit, '{...street, expressions: {hide: (field) => !!field.model?.pickup}}');
    expect(await box(phone)).toEqual(phoneBefore);
    await page.getByRole('checkbox', {name: 'I collect the order myself'}).check();
    await expect(streetInput(page)).toHaveCount(0);
    const phoneAfterHide = await box(phone);
    expect(phoneAfterHide.y).toBeLessThan(phoneBefore.y - streetBefore.height / 2);
  });

  test(`${kit}: the invisible Street is skipped by Tab and is out of the accessibility tree [guide/expression-properties#keep-space-out-of-reach]`, async ({
    page,
  }) => {
    await openPickupForm(page, kit);
    const pickup = page.getByRole('checkbox', {name: 'I collect the order myself'});
    const form = page.locator('formly-form');
    // Visible, Street is named in the tree and reached by Tab from Pickup.
    expect(await form.ariaSnapshot()).toContain('Street');
    await pickup.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', {name: /Street/})).toBeFocused();
    await pickup.check();
    await expect(fieldElement(page, 'street')).toHaveClass('keep-space');
    expect(await form.ariaSnapshot()).not.toContain('Street');
    await expect(page.getByRole('textbox', {name: /Street/})).toHaveCount(0);
    await pickup.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', {name: 'Phone'})).toBeFocused();
  });

  test(`${kit}: the invisible Street's control stays in the form: empty and required, it keeps the form invalid with no error shown; a value typed before stays in the model [guide/expression-properties#keep-space-control-stays]`, async ({
    page,
  }) => {
    await openPickupForm(page, kit);
    await page.getByRole('checkbox', {name: 'I collect the order myself'}).check();
    await page.getByRole('textbox', {name: 'Phone'}).fill('0123456789');
    await expect(fieldElement(page, 'street')).toHaveClass('keep-space');
    expect(await formState(page)).toMatchObject({streetInForm: true, valid: false});
    await expect(page.getByText('This field is required.')).toBeHidden();

    await openPickupForm(page, kit);
    await page.getByRole('textbox', {name: /Street/}).fill('1 Rue de la Paix');
    await page.getByRole('checkbox', {name: 'I collect the order myself'}).check();
    await expect(fieldElement(page, 'street')).toHaveClass('keep-space');
    expect(await formState(page)).toEqual({
      streetInForm: true,
      valid: true,
      model: {pickup: true, street: '1 Rue de la Paix'},
    });
  });

  test(`${kit}: with props.disabled on the same condition, the invisible empty required Street no longer keeps the form invalid [guide/expression-properties#keep-space-disable-too]`, async ({
    page,
  }) => {
    await openPickupForm(
      page,
      kit,
      "{...street, expressions: {...street.expressions, 'props.disabled': (field) => !!field.model?.pickup}}",
    );
    expect(await formState(page)).toMatchObject({valid: false});
    await page.getByRole('checkbox', {name: 'I collect the order myself'}).check();
    await expect(fieldElement(page, 'street')).toHaveClass('keep-space');
    await expect.poll(async () => (await formState(page)).valid).toBe(true);
    expect((await formState(page)).streetInForm).toBe(true);
  });
}

test("Bootstrap's invisible class on Street: its box keeps its size, Phone stays in place, Street is out of the accessibility tree [guide/expression-properties#keep-space-bootstrap-invisible]", async ({
  page,
}) => {
  await openPickupForm(
    page,
    'bootstrap',
    "{...street, expressions: {className: (field) => (field.model?.pickup ? 'invisible' : '')}}",
  );
  const street = fieldElement(page, 'street');
  const phone = page.getByRole('textbox', {name: 'Phone'});
  const streetBefore = await box(streetInput(page));
  const phoneBefore = await box(phone);
  await page.getByRole('checkbox', {name: 'I collect the order myself'}).check();
  await expect(street).toHaveClass('invisible');
  await expect(streetInput(page)).toBeHidden();
  await expect(page.getByRole('textbox', {name: /Street/})).toHaveCount(0);
  expect(await box(streetInput(page))).toEqual(streetBefore);
  expect(await box(phone)).toEqual(phoneBefore);
});
