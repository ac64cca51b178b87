import ts from 'typescript';
import type {Page} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, runPageModule, transpilePageCode, withMaterialFieldType} from '../../claims/support/page-code';
import {expectMissingMatControl} from './mat-form-field-control';

/**
 * docs/guide/properties-options.mdx, "Showing a value in the control that differs from the model
 * value", in Chromium with the Bootstrap kit: what the box shows while a reader types, with an
 * upper-case parser and with the page's own euros type (compiled just in time: the playground's
 * frame does not have it).
 */

const guide = 'docs/guide/properties-options.mdx';
const bootstrap = 'bootstrap/dist/css/bootstrap.min.css';
const formModel = (page: Page) => page.evaluate(() => (window as {formModel?: unknown}).formModel);

/** Moves the caret of `box` to `position`, as a click between two letters would. */
async function caretAt(box: ReturnType<Page['getByRole']>, position: number) {
  await box.focus();
  await box.evaluate((input: HTMLInputElement, at) => input.setSelectionRange(at, at), position);
}
const caretOf = (box: ReturnType<Page['getByRole']>) =>
  box.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);

/** A Bootstrap form with one input field `code` on {code: 'ABC'}, with `parsers` (code) or none. */
async function openCodeField(page: Page, parsers: string) {
  await openJitPage(page, {
    main: formlyFormMain({
      imports: "import {withFormlyBootstrap} from '@ngx-formly/bootstrap';",
      configs: 'withFormlyBootstrap()',
      fields: {expression: `[{key: 'code', type: 'input', props: {label: 'Code'}, parsers: ${parsers}}]`},
      model: {code: 'ABC'},
    }),
    stylesheets: [bootstrap],
  });
  return page.getByRole('textbox', {name: 'Code'});
}

test('a parser that changes what the user typed replaces the text and moves the caret to the end; without one the caret stays after the typed letter [guide/properties-options#parsers-rewrite-moves-caret, guide/faq#parsers-poor-mask]', async ({
  page,
}) => {
  const box = await openCodeField(page, "[(value) => (typeof value === 'string' ? value.toUpperCase() : value)]");
  await expect(box).toHaveValue('ABC');
  await caretAt(box, 1);
  await page.keyboard.type('x');
  await expect(box).toHaveValue('AXBC');
  await expect.poll(() => formModel(page)).toEqual({code: 'AXBC'});
  expect(await caretOf(box)).toEqual([4, 4]);

  const plain = await openCodeField(page, '[]');
  await caretAt(plain, 1);
  await page.keyboard.type('x');
  await expect(plain).toHaveValue('AxBC');
  await expect.poll(() => formModel(page)).toEqual({code: 'AxBC'});
  expect(await caretOf(plain)).toEqual([2, 2]);
});

/** The kits the page's euros type is run in: their feature function and stylesheet. */
const kitSetups = {
  bootstrap: {
    imports: "import {withFormlyBootstrap} from '@ngx-formly/bootstrap';",
    feature: 'withFormlyBootstrap()',
    stylesheet: bootstrap,
  },
  material: {
    imports: "import {withFormlyMaterial} from '@ngx-formly/material';",
    feature: 'withFormlyMaterial()',
    stylesheet: '@angular/material/prebuilt-themes/azure-blue.css',
  },
};

/** The page's euros type (edited by `editType`) registered after the kit's, with the page's price field, on `model`. */
async function openPriceField(
  page: Page,
  model: Record<string, unknown>,
  kit: keyof typeof kitSetups = 'bootstrap',
  editType = (code: string) => code,
) {
  const setup = kitSetups[kit];
  await openJitPage(page, {
    local: {
      'euros.type': transpilePageCode(
        editType(pageCodeBlock(guide, 'euros.type.ts')),
        `${guide}#euros.type.ts`,
        ts.ModuleKind.ESNext,
      ),
    },
    main: formlyFormMain({
      imports: [setup.imports, "import {eurosConfig} from './euros.type.js';"].join('\n'),
      configs: `[...${setup.feature}, eurosConfig]`,
      fields: runPageModule<{priceFields: unknown[]}>(guide, 'price.fields.ts').priceFields,
      model,
    }),
    stylesheets: [setup.stylesheet],
  });
  return page.getByRole('textbox', {name: 'Price (€)'});
}

test("on Material, the page's euros type as written, on core's FieldType, fails in the kit's form-field wrapper with 'mat-form-field must contain a MatFormFieldControl'; with the FieldType of @ngx-formly/material it is labelled and converts both ways [guide/properties-options#euros-type-material-fieldtype]", async ({
  page,
  problems,
}) => {
  await expectMissingMatControl(page, problems, () => openPriceField(page, {priceCents: 1250}, 'material'));
  const box = await openPriceField(page, {priceCents: 1250}, 'material', withMaterialFieldType);
  await expect(box).toHaveValue('12.50');
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('7,5');
  await expect.poll(() => formModel(page)).toEqual({priceCents: 750});
});

test("the page's euros type: the box shows the model's cents as euros, and what the user types reaches the model as cents [guide/properties-options#euros-type-both-directions]", async ({
  page,
}) => {
  const box = await openPriceField(page, {priceCents: 1250});
  await expect(box).toHaveValue('12.50');
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('7,5');
  await expect.poll(() => formModel(page)).toEqual({priceCents: 750});
});

test("the page's euros type: while the user types the box keeps the text and the caret where they are; leaving it rewrites a readable amount in its usual form [guide/properties-options#euros-type-typing-keeps-text]", async ({
  page,
}) => {
  const box = await openPriceField(page, {priceCents: 1250});
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('7,5');
  await expect.poll(() => formModel(page)).toEqual({priceCents: 750});
  await expect(box).toHaveValue('7,5');
  await caretAt(box, 1);
  await page.keyboard.type('2');
  await expect.poll(() => formModel(page)).toEqual({priceCents: 7250});
  await expect(box).toHaveValue('72,5');
  expect(await caretOf(box)).toEqual([2, 2]);
  await page.keyboard.press('Tab');
  await expect(box).toHaveValue('72.50');
  expect(await formModel(page)).toEqual({priceCents: 7250});
});

test("the page's euros type: text it cannot read puts null in the model, the box keeps it, and the required error shows once the box is left [guide/properties-options#euros-type-unreadable-null]", async ({
  page,
}) => {
  const box = await openPriceField(page, {priceCents: 1250});
  const wrapper = page.locator('formly-wrapper-form-field');
  for (const text of ['12.345', 'abc']) {
    await box.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
    await expect.poll(() => formModel(page)).toEqual({priceCents: null});
    await page.keyboard.press('Tab');
    await expect(box).toHaveValue(text);
    await expect(wrapper.getByRole('alert')).toHaveText('This field is required.');
  }
});
