import ts from 'typescript';
import {test, expect, expectNoSeriousAxeViolations} from '../fixtures';
import {form, openFormInPlayground} from '../playground';
import {formlyFormMain, openJitPage} from '../jit-form';
import {codeInKit} from '../../../lib/kit-code';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * Rendering claims of docs/guide/custom-formly-wrapper.mdx in Chromium: Material's own form-field
 * wrapper in the playground's frame, and the page's replacement wrapper, as a Material reader gets
 * it (the block rewritten for Material, lib/kit-code.ts), in a form compiled just in time.
 */

const guide = 'docs/guide/custom-formly-wrapper.mdx';
const nameField = {
  key: 'name',
  type: 'input',
  props: {label: 'Name', required: true, description: 'As on your passport', hintEnd: 'Max. 40 letters'},
};

/** Vertical extent of an element's box. */
async function box(locator: import('@playwright/test').Locator): Promise<{top: number; bottom: number}> {
  const {y, height} = (await locator.boundingBox())!;
  return {top: y, bottom: y + height};
}

test("Material's form-field wrapper, not the input type, draws props.description as a mat-hint under the input, inside mat-form-field [guide/custom-formly-wrapper#material-description-hint-below]", async ({
  page,
}) => {
  await openFormInPlayground(page, 'material', [nameField]);
  const frame = form(page);
  const input = frame.getByRole('textbox', {name: 'Name'});
  const formField = frame.locator('mat-form-field', {has: input});
  const hint = formField.locator('mat-hint', {hasText: 'As on your passport'});
  await expect(hint).toBeVisible();
  // Drawn by the wrapper's template, not by the input type's.
  const description = {hasText: 'As on your passport'};
  await expect(frame.locator('formly-wrapper-mat-form-field mat-hint', description)).toHaveCount(1);
  await expect(frame.locator('formly-field-mat-input mat-hint', description)).toHaveCount(0);
  expect((await box(hint)).top).toBeGreaterThanOrEqual((await box(input)).bottom);
});

test("the page's description-first wrapper, registered after withFormlyMaterial(), replaces Material's: no mat-form-field, a bare matInput named by the wrapper's label, the description above it, the required marker and the error message drawn by the replacement, hintEnd gone [guide/custom-formly-wrapper#form-field-registered-after-replaces, guide/custom-formly-wrapper#material-replacement-draws]", async ({
  page,
}) => {
  const block = codeInKit(pageCodeBlock(guide, 'description-first.wrapper.ts'), 'material');
  expect(block, 'the Material version registers the wrapper after the kit').toMatch(
    /\.\.\.withFormlyMaterial\(\),\s*\{ wrappers: \[\{ name: 'form-field'/,
  );
  await openJitPage(page, {
    local: {wrapper: transpilePageCode(block!, `${guide}#description-first.wrapper.ts`, ts.ModuleKind.ESNext)},
    main: formlyFormMain({
      imports: "import {formlyConfigs} from './wrapper.js';",
      configs: 'formlyConfigs',
      fields: [nameField],
    }),
    stylesheets: ['@angular/material/prebuilt-themes/azure-blue.css'],
  });
  const wrapper = page.locator('app-description-first-wrapper');
  const input = wrapper.getByRole('textbox', {name: 'Name'});
  await expect(input).toHaveClass(/mat-mdc-input-element/);
  await expect(page.locator('mat-form-field')).toHaveCount(0);
  await expect(page.locator('mat-hint')).toHaveCount(0);
  const description = wrapper.getByText('As on your passport');
  expect((await box(description)).bottom).toBeLessThanOrEqual((await box(input)).top);
  await expect(wrapper.locator('label', {hasText: 'Name'}).locator('[aria-hidden="true"]')).toHaveText('*');
  await expect(page.getByText('Max. 40 letters')).toHaveCount(0);
  await input.focus();
  await input.blur();
  await expect(wrapper.getByRole('alert')).toHaveText('This field is required.');
  await expectNoSeriousAxeViolations(page, {within: 'formly-form'});
});

for (const kit of ['bootstrap', 'material'] as const) {
  test(`the page's description-first wrapper, registered after the ${kit} kit, leaves the label out where props.hideLabel is set: a checkbox's label is drawn once, by the checkbox, and still names it; an input keeps the wrapper's label [guide/custom-formly-wrapper#replacement-honours-hide-label]`, async ({
    page,
  }) => {
    const block = codeInKit(pageCodeBlock(guide, 'description-first.wrapper.ts'), kit);
    await openJitPage(page, {
      local: {wrapper: transpilePageCode(block!, `${guide}#description-first.wrapper.ts`, ts.ModuleKind.ESNext)},
      main: formlyFormMain({
        imports: "import {formlyConfigs} from './wrapper.js';",
        configs: 'formlyConfigs',
        fields: [
          {key: 'name', type: 'input', props: {label: 'Name'}},
          {key: 'terms', type: 'checkbox', props: {label: 'I accept the terms', required: true}},
        ],
      }),
      stylesheets: [
        kit === 'bootstrap'
          ? 'bootstrap/dist/css/bootstrap.min.css'
          : '@angular/material/prebuilt-themes/azure-blue.css',
      ],
    });
    const wrappers = page.locator('app-description-first-wrapper');
    await expect(wrappers).toHaveCount(2);
    await expect(page.getByText('I accept the terms')).toHaveCount(1);
    await expect(page.getByRole('checkbox', {name: 'I accept the terms'})).toBeVisible();
    await expect(wrappers.nth(1).locator(':scope > div > label')).toHaveCount(0);
    await expect(page.getByRole('textbox', {name: 'Name'})).toBeVisible();
    await expect(wrappers.nth(0).locator('label', {hasText: 'Name'})).toHaveCount(1);
  });
}

test("with the page's description-first wrapper around Bootstrap's types, a control whose field shows an error is described by it, as with Bootstrap's own wrapper: every type with a component of its own, and the number branch of input [guide/custom-formly-wrapper#bootstrap-error-id-describes-control]", async ({
  page,
}) => {
  const options = [
    {value: 'window', label: 'Window'},
    {value: 'aisle', label: 'Aisle'},
  ];
  const block = codeInKit(pageCodeBlock(guide, 'description-first.wrapper.ts'), 'bootstrap');
  await openJitPage(page, {
    local: {wrapper: transpilePageCode(block!, `${guide}#description-first.wrapper.ts`, ts.ModuleKind.ESNext)},
    main: formlyFormMain({
      imports: "import {formlyConfigs} from './wrapper.js';",
      configs: 'formlyConfigs',
      fields: [
        nameField,
        {key: 'notes', type: 'textarea', props: {label: 'Notes', required: true}},
        {key: 'terms', type: 'checkbox', props: {label: 'I accept the terms', required: true}},
        {key: 'nights', type: 'number', props: {label: 'Nights', required: true}},
        {key: 'seat', type: 'select', props: {label: 'Seat', required: true, options}},
        {key: 'side', type: 'radio', props: {label: 'Side', required: true, options}},
        // Focus and blur do not touch a multicheckbox, so its error is shown from the start.
        {
          key: 'extras',
          type: 'multicheckbox',
          validation: {show: true},
          props: {label: 'Extras', required: true, options},
        },
      ],
    }),
    stylesheets: ['bootstrap/dist/css/bootstrap.min.css'],
  });
  const controls = [
    page.getByRole('textbox', {name: 'Name'}),
    page.getByRole('textbox', {name: 'Notes'}),
    page.getByRole('checkbox', {name: 'I accept the terms'}),
    page.getByRole('spinbutton', {name: 'Nights'}),
    page.getByRole('combobox', {name: 'Seat'}),
    page.getByRole('radio', {name: 'Window'}),
    page.getByRole('checkbox', {name: 'Aisle'}),
  ];
  for (const control of controls) {
    await control.focus();
    await control.blur();
    await expect(control).toHaveAccessibleDescription('This field is required.');
  }
});
