import ts from 'typescript';
import type {Locator} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {chromiumNode, chromiumTexts} from '../chromium-accessibility';
import {pageCodeBlock, sectionCssBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * Claims of the section "The required marker without the required validator" of docs/ui/material.mdx, in
 * Chromium with Material's real form-field wrapper (a form compiled just in time on the installed
 * packages): what props.required, hideRequiredMarker and validation.show draw, and the page's own
 * phone field with the page's own CSS rule.
 */

const materialPage = 'docs/ui/material.mdx';
const section = 'The required marker without the required validator';
const stylesheets = ['@angular/material/prebuilt-themes/azure-blue.css'];

/** The `content` of the `::after` box of the field's <mat-label>, as Chromium computes it ('none' when there is none). */
const labelAfter = (formField: Locator) =>
  formField.locator('mat-label').evaluate((label) => getComputedStyle(label, '::after').content);

test("props.required draws Material's aria-hidden * and makes the empty field and the form invalid; hideRequiredMarker drops the * but not the validator; validation.show: false still shows the message once touched [ui/material#required-prop-adds-validator, ui/material#required-prop-draws-marker, ui/material#hide-marker-keeps-validator, ui/material#validation-show-false-still-shows, ui/material#mark-required-accessible-name]", async ({
  page,
}) => {
  await openJitPage(page, {
    main: formlyFormMain({
      imports: "import {withFormlyMaterial} from '@ngx-formly/material';",
      configs: 'withFormlyMaterial()',
      fields: [
        {key: 'email', type: 'input', props: {label: 'Email', required: true}},
        {key: 'nickname', type: 'input', props: {label: 'Nickname', required: true, hideRequiredMarker: true}},
        {key: 'code', type: 'input', props: {label: 'Code', required: true}, validation: {show: false}},
      ],
    }),
    stylesheets,
  });
  const field = (label: string) => page.locator('mat-form-field', {has: page.getByRole('textbox', {name: label})});
  const marker = (label: string) => field(label).locator('mat-label .mat-mdc-form-field-required-marker');

  await test.step('props.required: the * after the label, hidden from the accessibility tree; the input is named by the label alone', async () => {
    await expect(marker('Email')).toHaveText('*');
    await expect(marker('Email')).toBeVisible();
    await expect(marker('Email')).toHaveAttribute('aria-hidden', 'true');
    const input = page.getByRole('textbox', {name: 'Email', exact: true});
    await expect(input).toHaveAccessibleName('Email');
    await expect(input).toHaveAttribute('aria-required', 'true');
    expect((await chromiumNode(page, (await input.getAttribute('id'))!)).name).toBe('Email');
    const texts = await chromiumTexts(page);
    expect(texts).toContain('Email');
    expect(texts.filter((text) => text.includes('*'))).toEqual([]);
    await expect(input).toHaveClass(/ng-invalid/);
  });

  await test.step('hideRequiredMarker: no *, and the empty field is still invalid', async () => {
    await expect(field('Nickname').locator('mat-label')).toBeVisible();
    await expect(marker('Nickname')).toHaveCount(0);
    expect(await labelAfter(field('Nickname'))).toBe('none');
    await expect(page.getByRole('textbox', {name: 'Nickname'})).toHaveClass(/ng-invalid/);
  });

  await test.step('validation.show: false: the message appears once the empty field is touched', async () => {
    const input = page.getByRole('textbox', {name: 'Code'});
    await expect(field('Code').locator('mat-error')).toHaveCount(0);
    await input.focus();
    await input.blur();
    await expect(field('Code').locator('mat-error')).toHaveText('This field is required.');
  });

  await expect(page.locator('form')).toHaveClass(/ng-invalid/);
});

test("Material draws the * for every truthy props.required and for no other value, so 0 and '' bring the required validator without the * [ui/material#required-prop-draws-marker, ui/material#required-prop-adds-validator]", async ({
  page,
}) => {
  // The values a config may hold, the same domain as the Node test of the validator; undefined is the prop left out.
  const values: unknown[] = [true, 'yes', 'false', 1, 0, '', {}, [], false, null, undefined];
  await openJitPage(page, {
    main: formlyFormMain({
      imports: "import {withFormlyMaterial} from '@ngx-formly/material';",
      configs: 'withFormlyMaterial()',
      fields: values.map((required, index) => ({
        key: `field${index}`,
        type: 'input',
        props: required === undefined ? {label: `Field ${index}`} : {label: `Field ${index}`, required},
      })),
    }),
    stylesheets,
  });
  for (const [index, required] of values.entries()) {
    const name = `props.required = ${JSON.stringify(required)}`;
    const input = page.getByRole('textbox', {name: `Field ${index}`, exact: true});
    const formField = page.locator('mat-form-field', {has: input});
    const validated = required !== false && required !== null && required !== undefined;
    await expect(formField.locator('mat-label'), name).toBeVisible();
    await expect(formField.locator('mat-label .mat-mdc-form-field-required-marker'), name).toHaveCount(
      required ? 1 : 0,
    );
    await expect(input, name).toHaveClass(validated ? /ng-invalid/ : /ng-valid/);
  }
});

test("the page's phone field with the page's CSS rule: the label shows Phone *, the empty field and the form are valid, and the input's accessible name is Phone, with no required or aria-required true [ui/material#mark-required-shows-marker-stays-valid, ui/material#mark-required-accessible-name]", async ({
  page,
}) => {
  const block = pageCodeBlock(materialPage, 'phone.field.ts');
  await openJitPage(page, {
    local: {phone: transpilePageCode(block, `${materialPage}#phone.field.ts`, ts.ModuleKind.ESNext)},
    main: formlyFormMain({
      imports: "import {withFormlyMaterial} from '@ngx-formly/material';\nimport {phoneField} from './phone.js';",
      configs: 'withFormlyMaterial()',
      fields: {expression: '[phoneField]'},
    }),
    stylesheets,
  });
  const formField = page.locator('mat-form-field');
  const label = formField.locator('mat-label');
  await expect(label).toHaveText('Phone');
  // Without the page's rule, no marker at all: the * comes from the rule, not from Material.
  expect(await labelAfter(formField)).toBe('none');
  const widthBefore = (await label.boundingBox())!.width;
  await page.addStyleTag({content: sectionCssBlock(materialPage, section)});

  expect(await labelAfter(formField)).toMatch(/^" \*"/);
  // The * takes room after the label's text, inside the <mat-label>.
  await expect.poll(async () => (await label.boundingBox())!.width).toBeGreaterThan(widthBefore);
  await expect(formField.locator('.mat-mdc-form-field-required-marker')).toHaveCount(0);

  const input = formField.getByRole('textbox');
  await expect(input).toHaveValue('');
  await expect(input).toHaveClass(/ng-valid/);
  await input.focus();
  await input.blur();
  await expect(input).toHaveClass(/ng-touched/);
  await expect(input).toHaveClass(/ng-valid/);
  await expect(formField.locator('mat-error')).toHaveCount(0);
  await expect(page.locator('form')).toHaveClass(/ng-valid/);

  await expect(input).toHaveAccessibleName('Phone');
  // Not announced as required: the marker is drawn, the input's required state is not.
  expect(await input.getAttribute('aria-required')).not.toBe('true');
  expect(await input.getAttribute('required')).toBeNull();
  expect((await chromiumNode(page, (await input.getAttribute('id'))!)).name).toBe('Phone');
  const texts = await chromiumTexts(page);
  expect(texts).toContain('Phone');
  expect(texts.filter((text) => text.includes('*'))).toEqual([]);
});
