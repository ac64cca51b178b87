import ts from 'typescript';
import type {Locator, Page} from '@playwright/test';
import {cachedContextTest as test, expect, expectNoSeriousAxeViolations} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, runPageModule, transpilePageCode, withMaterialFieldType} from '../../claims/support/page-code';
import {expectMissingMatControl, productionModeImports} from './mat-form-field-control';

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
 * A form of `kit` with the page's `local` blocks: `config` (a name one of them exports, an expression
 * giving a ConfigOption) registered after the kit's, `fields` on `model`.
 */
async function openPageForm(
  page: Page,
  kit: keyof typeof kitSetUp,
  {
    local,
    from,
    config,
    fields,
    model = {},
    production = false,
  }: {
    local: Record<string, string>;
    from: string;
    config: string;
    fields: unknown[];
    model?: Record<string, unknown>;
    /** Run as a production build does: Angular's enableProdMode(), which leaves out the libraries' development-mode checks. */
    production?: boolean;
  },
) {
  const {feature, stylesheet} = kitSetUp[kit];
  await openJitPage(page, {
    local,
    main: formlyFormMain({
      imports: [
        `import {${feature}} from '@ngx-formly/${kit}';`,
        `import {${config.replace(/\(\)$/, '')}} from './${from}.js';`,
        ...(production ? [productionModeImports] : []),
      ].join('\n'),
      configs: `[...${feature}(), ${config}]`,
      fields,
      model,
    }),
    stylesheets: [stylesheet],
  });
}

/**
 * The page's tag-select field in a form of `kit`, its configuration after the kit's, on `model` (by
 * default one that already holds a value); the type and its registration are the page's, or what
 * `editType` and `editConfig` make of them.
 */
async function openTagSelect(
  page: Page,
  kit: keyof typeof kitSetUp,
  {
    editType = (code: string) => code,
    editConfig = (code: string) => code,
    model = {skills: ['css']},
  }: {editType?: (code: string) => string; editConfig?: (code: string) => string; model?: Record<string, unknown>} = {},
) {
  await openPageForm(page, kit, {
    local: {
      'tag-picker': moduleOf('tag-picker.ts'),
      'tag-select.type': moduleOf('tag-select.type.ts', editType(pageCodeBlock(guide, 'tag-select.type.ts'))),
      'tag-select.config': moduleOf('tag-select.config.ts', editConfig(pageCodeBlock(guide, 'tag-select.config.ts'))),
    },
    from: 'tag-select.config',
    config: 'tagSelectConfig',
    // The page's field (its options are plain data).
    fields: [runPageModule<{skills: unknown}>(guide, 'profile.fields.ts').skills],
    model,
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

test("on Material, the page's tag-select type built on the core FieldType fails inside the kit's form-field wrapper with 'mat-form-field must contain a MatFormFieldControl' [guide/custom-formly-field#third-party-control-material-fieldtype]", async ({
  page,
  problems,
}) => {
  await expectMissingMatControl(page, problems, () => openTagSelect(page, 'material'));
});

/** `code` with `floatLabel: 'always'` among the type's default props, `at` the place the block sets them. */
function withLabelAlwaysFloating(code: string, at: [string, string]): string {
  const edited = code.replace(...at);
  expect(edited, 'the default is added').not.toBe(code);
  return edited;
}

/**
 * Whether the element at the centre of `target` belongs to Material's floating label (which then
 * takes its clicks): the label element itself or the <mat-label> inside it, whichever the point
 * falls on in the browser's layout.
 */
async function labelCovers(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  expect(box, 'the control is laid out').not.toBeNull();
  return target
    .page()
    .evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.mat-mdc-floating-label') != null,
      [box!.x + box!.width / 2, box!.y + box!.height / 2],
    );
}

test("on Material, the page's tag-select type with only its FieldType import changed renders in the mat-form-field, but while nothing is chosen the label lies over the picker and takes the clicks meant for its first option [guide/custom-formly-field#third-party-control-material-fieldtype]", async ({
  page,
}) => {
  await openTagSelect(page, 'material', {editType: withMaterialFieldType, model: {}});
  const formField = page.locator('mat-form-field');
  await expect(formField.locator('mat-label')).toHaveText(/Skills\s*\*/);
  await expect(formField.getByRole('button', {name: 'Angular'})).toBeVisible();
  expect(await labelCovers(formField.getByRole('button', {name: 'Angular'}))).toBe(true);
  // A click at the option's centre lands on the label and picks nothing: after a second click on the
  // option's lower edge, below the label, the model holds the option once, where two picks would
  // have toggled it off again.
  const angular = (await formField.getByRole('button', {name: 'Angular'}).boundingBox())!;
  await page.mouse.click(angular.x + angular.width / 2, angular.y + angular.height / 2);
  await page.mouse.click(angular.x + angular.width / 2, angular.y + angular.height - 2);
  await expect
    .poll(() => page.evaluate(() => (window as {formModel?: unknown}).formModel))
    .toEqual({skills: ['angular']});
});

test("on Material, the page's tag-select type with only its FieldType import changed and null in the model: the label lies over the first option as with no key at all [guide/custom-formly-field#third-party-control-material-fieldtype]", async ({
  page,
}) => {
  await openTagSelect(page, 'material', {editType: withMaterialFieldType, model: {skills: null}});
  const formField = page.locator('mat-form-field');
  await expect(formField.getByRole('button', {name: 'Angular'})).toBeVisible();
  expect(await labelCovers(formField.getByRole('button', {name: 'Angular'}))).toBe(true);
});

test("on Material, the page's tag-select type with only its FieldType import changed and an empty array in the model: the label stays above the picker, and a click on the first option's centre picks it [guide/custom-formly-field#third-party-control-material-fieldtype]", async ({
  page,
}) => {
  await openTagSelect(page, 'material', {editType: withMaterialFieldType, model: {skills: []}});
  const formField = page.locator('mat-form-field');
  const angular = formField.getByRole('button', {name: 'Angular'});
  await expect(angular).toBeVisible();
  expect(await labelCovers(angular)).toBe(false);
  await angular.click();
  await expect
    .poll(() => page.evaluate(() => (window as {formModel?: unknown}).formModel))
    .toEqual({skills: ['angular']});
});

test("on Material, the page's tag-select type with FieldType imported from @ngx-formly/material and floatLabel: 'always' in its registration's default props renders in the mat-form-field, which shows its label above the picker, the required marker and the error message; the picks reach the model [guide/custom-formly-field#third-party-control-material-fieldtype]", async ({
  page,
}) => {
  await openTagSelect(page, 'material', {
    editType: withMaterialFieldType,
    editConfig: (code) =>
      withLabelAlwaysFloating(code, [
        "wrappers: ['form-field'] }",
        "wrappers: ['form-field'], defaultOptions: { props: { floatLabel: 'always' } } }",
      ]),
    model: {},
  });
  const formField = page.locator('mat-form-field');
  await expect(formField.locator('mat-label')).toHaveText(/Skills\s*\*/);
  const picker = formField.getByRole('group', {name: 'Skills'});
  expect(await labelCovers(picker.getByRole('button', {name: 'Angular'}))).toBe(false);
  await picker.getByRole('button', {name: 'Angular'}).click();
  await expect
    .poll(() => page.evaluate(() => (window as {formModel?: unknown}).formModel))
    .toEqual({skills: ['angular']});
  await picker.getByRole('button', {name: 'Angular'}).click();
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => (window as {formModel?: unknown}).formModel)).toEqual({skills: []});
  await expect(formField.locator('mat-error')).toHaveText('This field is required.');
});

/**
 * The page's rating type and its shop-fields registration (rating with wrappers: ['form-field']) after
 * Material's kit, with the page's feedback fields; the type is the page's, or the one `editType` makes of it.
 */
async function openRatingInMaterial(page: Page, editType = (code: string) => code, production = false) {
  await openPageForm(page, 'material', {
    production,
    local: {
      'rating.type': moduleOf('rating.type.ts', editType(pageCodeBlock(guide, 'rating.type.ts'))),
      'shop-fields': moduleOf('shop-fields.ts'),
    },
    from: 'shop-fields',
    config: 'withShopFields()',
    fields: runPageModule<{feedbackFields: unknown[]}>(guide, 'feedback.fields.ts').feedbackFields,
  });
}

test("on Material, the page's rating type, built on the core FieldType and registered with wrappers: ['form-field'], fails inside the kit's form-field wrapper with 'mat-form-field must contain a MatFormFieldControl' [guide/custom-formly-field#material-form-field-needs-material-fieldtype]", async ({
  page,
  problems,
}) => {
  await expectMissingMatControl(page, problems, () => openRatingInMaterial(page));
});

test("in a production build, where Material leaves its development-mode check out, the page's rating type built on the core FieldType fails inside the kit's form-field wrapper with a TypeError on the missing control instead, and the development-mode message is never logged [guide/custom-formly-field#material-form-field-needs-material-fieldtype]", async ({
  page,
  problems,
}) => {
  await expectMissingMatControl(page, problems, () => openRatingInMaterial(page, undefined, true), {production: true});
});

test("on Material, the page's rating type with only its FieldType import changed renders, but while no star is chosen the label lies over the first stars and takes their clicks [guide/custom-formly-field#material-form-field-needs-material-fieldtype]", async ({
  page,
}) => {
  await openRatingInMaterial(page, withMaterialFieldType);
  const stars = page.getByRole('radiogroup', {name: 'How was the service?'});
  await expect(stars.getByRole('radio')).toHaveCount(5);
  expect(await labelCovers(stars.getByRole('radio', {name: '1 of 5 stars'}))).toBe(true);
});

test("on Material, the page's rating type with FieldType from @ngx-formly/material and floatLabel: 'always' next to stars: 5 renders in the mat-form-field: label above the stars with the required marker, a star's pick in the model, the required error [guide/custom-formly-field#material-form-field-needs-material-fieldtype]", async ({
  page,
}) => {
  await openRatingInMaterial(page, (code) =>
    withLabelAlwaysFloating(withMaterialFieldType(code), ['stars: 5,', "floatLabel: 'always',\n      stars: 5,"]),
  );
  const formField = page.locator('mat-form-field').first();
  await expect(formField.locator('mat-label')).toHaveText(/How was the service\?\s*\*/);
  const stars = formField.getByRole('radiogroup', {name: 'How was the service?'});
  await expect(stars.getByRole('radio')).toHaveCount(5);
  for (const star of await stars.getByRole('radio').all()) {
    expect(await labelCovers(star)).toBe(false);
  }
  await stars.getByRole('radio', {name: '1 of 5 stars'}).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(formField.locator('mat-error')).toHaveText('This field is required.');
  await stars.getByRole('radio', {name: '4 of 5 stars'}).click();
  await expect.poll(() => page.evaluate(() => (window as {formModel?: unknown}).formModel)).toEqual({service: 4});
  await expect(formField.locator('mat-error')).toHaveCount(0);
});
