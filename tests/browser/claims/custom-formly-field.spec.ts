import ts from 'typescript';
import type {Page} from '@playwright/test';
import {test, expect, expectNoSeriousAxeViolations} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, runPageModule, transpilePageCode} from '../../claims/support/page-code';

/**
 * Rendering claims of docs/guide/custom-formly-field.mdx in Chromium: the page's own tag-select
 * type and picker, registered with its own configuration after Bootstrap's or Material's, in a form
 * compiled just in time (the playground's frame does not have the type).
 */

const guide = 'docs/guide/custom-formly-field.mdx';
const moduleOf = (title: string, code = pageCodeBlock(guide, title)) =>
  transpilePageCode(code, `${guide}#${title}`, ts.ModuleKind.ESNext);

const kitSetUp = {
  bootstrap: {feature: 'withFormlyBootstrap', stylesheet: 'bootstrap/dist/css/bootstrap.min.css'},
  material: {feature: 'withFormlyMaterial', stylesheet: '@angular/material/prebuilt-themes/azure-blue.css'},
} as const;

/**
 * The page's tag-select field in a form of `kit`, its configuration after the kit's, on a model that
 * already holds a value; the type is the page's, or the one `editType` makes of it.
 */
async function openTagSelect(page: Page, kit: keyof typeof kitSetUp, editType = (code: string) => code) {
  const {feature, stylesheet} = kitSetUp[kit];
  await openJitPage(page, {
    local: {
      'tag-picker': moduleOf('tag-picker.ts'),
      'tag-select.type': moduleOf('tag-select.type.ts', editType(pageCodeBlock(guide, 'tag-select.type.ts'))),
      'tag-select.config': moduleOf('tag-select.config.ts'),
    },
    main: formlyFormMain({
      imports: [
        `import {${feature}} from '@ngx-formly/${kit}';`,
        "import {tagSelectConfig} from './tag-select.config.js';",
      ].join('\n'),
      configs: `[...${feature}(), tagSelectConfig]`,
      // The page's field (its options are plain data).
      fields: [runPageModule<{skills: unknown}>(guide, 'profile.fields.ts').skills],
      model: {skills: ['css']},
    }),
    stylesheets: [stylesheet],
  });
}

test("the page's tag-select field in Bootstrap: the kit's form-field wrapper shows its label, the picks land in the model as an array, a model value reaches the picker, and the required error shows for an empty selection [guide/custom-formly-field#third-party-control-form-field, guide/custom-formly-field#third-party-control-value-model, guide/custom-formly-field#third-party-control-required]", async ({
  page,
}) => {
  await openTagSelect(page, 'bootstrap');
  const wrapper = page.locator('formly-wrapper-form-field');
  await expect(wrapper.locator('label.form-label')).toHaveText(/Skills/);
  const picker = wrapper.getByRole('group', {name: 'Skills'});
  const option = (name: string) => picker.getByRole('button', {name});
  await expect(option('CSS')).toHaveAttribute('aria-pressed', 'true');
  await expect(option('Angular')).toHaveAttribute('aria-pressed', 'false');
  await option('Angular').click();
  await expect
    .poll(() => page.evaluate(() => (window as {formModel?: unknown}).formModel))
    .toEqual({
      skills: ['css', 'angular'],
    });
  await option('CSS').click();
  await option('Angular').click();
  await expect(option('CSS')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => page.evaluate(() => (window as {formModel?: unknown}).formModel)).toEqual({skills: []});
  await expect(wrapper.getByRole('alert')).toHaveText('This field is required.');
  await expectNoSeriousAxeViolations(page, {within: 'formly-form'});
});

const missingControl = /mat-form-field must contain a MatFormFieldControl/;

test("on Material, the page's tag-select type built on the core FieldType fails inside the kit's form-field wrapper with 'mat-form-field must contain a MatFormFieldControl' [guide/custom-formly-field#third-party-control-material-fieldtype]", async ({
  page,
  problems,
}) => {
  problems.allow(missingControl);
  const reported = page.waitForEvent('console', {predicate: (message) => missingControl.test(message.text())});
  await openTagSelect(page, 'material');
  await reported;
});

test("on Material, the page's tag-select type with FieldType imported from @ngx-formly/material and nothing else changed renders in the mat-form-field, which shows its label, required marker and error message [guide/custom-formly-field#third-party-control-material-fieldtype]", async ({
  page,
}) => {
  await openTagSelect(page, 'material', (code) => {
    const edited = code.replace(
      "import { FieldType, FieldTypeConfig, FormlyAttributes, FormlyFieldConfig } from '@ngx-formly/core';",
      "import { FieldTypeConfig, FormlyAttributes, FormlyFieldConfig } from '@ngx-formly/core';\nimport { FieldType } from '@ngx-formly/material';",
    );
    expect(edited, 'the import is replaced').not.toBe(code);
    return edited;
  });
  const formField = page.locator('mat-form-field');
  await expect(formField.locator('mat-label')).toHaveText(/Skills\s*\*/);
  const picker = formField.getByRole('group', {name: 'Skills'});
  await expect(picker.getByRole('button', {name: 'CSS'})).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('button', {name: 'CSS'}).click();
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => (window as {formModel?: unknown}).formModel)).toEqual({skills: []});
  await expect(formField.locator('mat-error')).toHaveText('This field is required.');
});
