import type {Locator, Page} from '@playwright/test';
import ts from 'typescript';
import {test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';
import {form, openFormInPlayground} from '../playground';
import {browserKits} from '../../../lib/kits';

/**
 * Rendering claims of docs/guide/validation.mdx in Chromium, in the playground's frame (Bootstrap's
 * input type): what the browser does with the maxlength attribute Formly writes.
 */

const fields = [
  {key: 'guests', type: 'input', props: {type: 'number', label: 'Guests', maxLength: 4}},
  {key: 'pin', type: 'input', props: {label: 'PIN', maxLength: 4}},
];

test('typing 6 digits: a number input with maxLength 4 takes all of them (it has the maxlength attribute, the browser ignores it) and shows no error, the model holding the number; a text input stops at 4, the model holding a string ; pasted text is cut at 4 too [guide/validation#length-validators-skip-numbers, guide/validation#browser-ignores-maxlength-number, guide/validation#pattern-digit-count, guide/validation#maxlength-only-code-value-fails]', async ({
  page,
}) => {
  await openFormInPlayground(page, 'bootstrap', fields);
  const frame = form(page);
  const guests = frame.getByRole('spinbutton', {name: 'Guests'});
  const pin = frame.getByRole('textbox', {name: 'PIN'});
  for (const input of [guests, pin]) {
    await expect(input).toHaveAttribute('maxlength', '4');
    await input.click();
    await input.pressSequentially('123456');
  }
  await expect(guests).toHaveValue('123456');
  await expect(pin).toHaveValue('1234');
  // The number input puts a number in the model, the text input a string.
  await expect(page.getByTestId('model-output')).toContainText('"guests": 123456');
  await expect(page.getByTestId('model-output')).toContainText('"pin": "1234"');
  // Both touched now (focus left them): the number is valid for maxLength, so no error is shown.
  await frame.getByRole('textbox', {name: 'PIN'}).blur();
  await expect(guests).not.toHaveClass(/is-invalid/);
  await expect(guests).toHaveClass(/ng-touched/);
  await expect(guests).toHaveClass(/ng-valid/);
  await pasteInto(page, pin, '987654');
  await expect(pin).toHaveValue('9876');
});

/** Selects the control's text and replaces it with `text`, as a paste does (one insertion, no key presses). */
async function pasteInto(page: Page, control: Locator, text: string) {
  await control.click();
  await control.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

// Bootstrap is measured by the test above.
for (const kit of browserKits.map(({name}) => name).filter((name) => name !== 'bootstrap')) {
  test(`in ${kit}: typing 6 digits, the number input puts the number in the model and the text input with maxLength 4 stops at 4 digits, a string, and cuts pasted text at 4 [guide/validation#length-validators-skip-numbers, guide/validation#pattern-digit-count, guide/validation#maxlength-only-code-value-fails]`, async ({
    page,
  }) => {
    await openFormInPlayground(page, kit, fields);
    const frame = form(page);
    const pin = frame.getByRole('textbox', {name: 'PIN'});
    // The number control: a native number input, Kendo's numeric text box or NG-ZORRO's input-number.
    const guests = frame.locator('formly-field').filter({hasNot: pin}).locator('input').first();
    await guests.click();
    await guests.pressSequentially('123456');
    await pin.click();
    await pin.pressSequentially('123456');
    await expect(pin).toHaveValue('1234');
    const output = page.getByTestId('model-output');
    await expect(output).toContainText('"guests": 123456');
    await expect(output).toContainText('"pin": "1234"');
    await pasteInto(page, pin, '987654');
    await expect(pin).toHaveValue('9876');
  });
}

test("the page's username provider in a component's providers, the application's first form: Formly throws 'missing forRoot() call' and draws no field [guide/validation#factory-provider-app-level-only]", async ({
  page,
  problems,
}) => {
  problems.allow(/missing `forRoot\(\)` call/);
  const guide = 'docs/guide/validation.mdx';
  const esm = (title: string) => transpilePageCode(pageCodeBlock(guide, title), title, ts.ModuleKind.ESNext);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openJitPage(page, {
    main: formlyFormMain({
      imports:
        "import {withFormlyBootstrap} from '@ngx-formly/bootstrap';\nimport {usernameValidationProvider} from './username.validation.js';",
      configs: 'withFormlyBootstrap()',
      providers: '[usernameValidationProvider]',
      fields: [{key: 'username', type: 'input', props: {label: 'Username'}, validators: {validation: ['notReserved']}}],
    }),
    local: {
      'username.validation': esm('username.validation.ts'),
      'reserved-names.service': esm('reserved-names.service.ts'),
    },
  });
  await expect.poll(() => errors.join('\n')).toContain('missing `forRoot()` call');
  await expect(page.locator('input')).toHaveCount(0);
});
