import type {Locator, Page} from '@playwright/test';
import ts from 'typescript';
import {test, expect, waitForHydration} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';
import {form, openFormInPlayground} from '../playground';
import {browserKits} from '../../../lib/kits';
import {kitFacts} from '../../../lib/kits/facts';
import {playgroundRoute, starterParam} from '../../../lib/playground-address';
import {kitTabsGroup} from '../../../lib/kit-choice';

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

const firstInvalidFields = [
  {key: 'name', type: 'input', props: {label: 'Name', required: true}},
  {
    key: 'size',
    type: 'select',
    props: {
      label: 'Size',
      required: true,
      options: [
        {value: 's', label: 'Small'},
        {value: 'm', label: 'Medium'},
      ],
    },
  },
  {key: 'notes', type: 'textarea', props: {label: 'Notes', required: true}},
];

/** The form's <formly-field> elements of the fields themselves, not the root field around them. */
const leafFields = 'formly-form formly-field:not(:has(formly-field))';

/** The page's focusFirstInvalid as a script for the frame: `focusFirstInvalid(element)` is defined there. */
const focusFirstInvalidScript = transpilePageCode(
  pageCodeBlock('docs/guide/validation.mdx', 'focus-first-invalid.ts'),
  'focus-first-invalid.ts',
  ts.ModuleKind.ESNext,
).replace(/^export /gm, '');

/**
 * Runs the page's focusFirstInvalid on the form in the playground's frame (or on the element of
 * `rootSelector` in it) and returns the index, among the root's leafFields, of the <formly-field>
 * that holds the focused element, or -1.
 */
async function focusFirstInvalidIn(page: Page, rootSelector = 'formly-form'): Promise<number> {
  const frame = (await (await form(page).owner().elementHandle())!.contentFrame())!;
  return frame.evaluate(`(() => {
    ${focusFirstInvalidScript}
    const root = document.querySelector('${rootSelector}');
    focusFirstInvalid(root);
    const fields = [...root.querySelectorAll('${leafFields}')];
    return fields.indexOf(document.activeElement?.closest('formly-field'));
  })()`);
}

for (const {name: kit} of browserKits) {
  test(`in ${kit}: ng-invalid is on the control's elements, never on <formly-field>, touched or not; the page's focusFirstInvalid focuses the first invalid field (an input, a select, a textarea) [guide/validation#ng-invalid-on-control-element, guide/validation#aria-invalid-differs, guide/validation#focus-first-invalid-every-kit]`, async ({
    page,
  }) => {
    // One form, three copies of the fields, each copy a keyed group with its own model: the first
    // copy has every field invalid, the second a name, the third a name and a size. One load of the
    // playground measures the three cases.
    const models = [{}, {name: 'Ada'}, {name: 'Ada', size: 'm'}];
    const copy = (index: number) => `.focus-copy-${index}`;
    const fields = models.map((_, index) => ({
      key: `copy${index}`,
      className: copy(index).slice(1),
      fieldGroup: firstInvalidFields,
    }));
    const model = Object.fromEntries(models.map((values, index) => [`copy${index}`, values]));
    await openFormInPlayground(page, kit, fields, model);
    const frame = form(page);
    await expect(frame.locator(leafFields)).toHaveCount(firstInvalidFields.length * models.length);
    for (const [first, values] of models.entries()) {
      const fieldElements = frame.locator(`${copy(first)} formly-field:not(:has(formly-field))`);
      await expect(fieldElements).toHaveCount(firstInvalidFields.length);
      await expect(frame.locator(`${copy(first)} .ng-invalid`).first()).toBeAttached();
      await test.step(`model ${JSON.stringify(values)}: the first invalid field gets the focus`, async () => {
        expect(await focusFirstInvalidIn(page, copy(first))).toBe(first);
      });
      if (first !== 0) continue;
      const invalid = frame.locator(`${copy(first)} .ng-invalid`);
      const tags = await invalid.evaluateAll((elements) => elements.map((element) => element.tagName.toLowerCase()));
      await test.step(`${kit}: tags with ng-invalid [guide/validation#ng-invalid-on-control-element]`, async () => {
        expect(tags).not.toContain('formly-field');
        const expected: Record<string, string[]> = {
          bootstrap: ['input', 'select', 'textarea'],
          material: ['mat-form-field', 'mat-form-field', 'mat-form-field'],
          ionic: ['ion-input', 'ion-select', 'ion-textarea'],
          primeng: ['input', 'p-select', 'textarea'],
        };
        // Bootstrap: the native controls alone; the other kits named on the page: their component among them.
        if (kit === 'bootstrap') expect(tags).toEqual(expected[kit]);
        else if (kit in expected) for (const tag of expected[kit]!) expect(tags).toContain(tag);
      });
      await test.step(`${kit}: aria-invalid of the untouched invalid controls [guide/validation#aria-invalid-differs]`, async () => {
        const aria = await invalid.evaluateAll((elements) =>
          elements.map((element) => element.getAttribute('aria-invalid')),
        );
        if (kit === 'bootstrap') expect(aria).toEqual(['false', 'false', 'false']);
        if (['ionic', 'primeng', 'ng-zorro-antd'].includes(kit)) {
          // None anywhere in the form: not on the kit's components, nor on what they render inside, shadow roots included.
          const written = await frame.locator('formly-form').evaluate((root) => {
            const within = (node: Element | ShadowRoot): Element[] =>
              Array.from(node.querySelectorAll('*')).flatMap((element) => [
                element,
                ...(element.shadowRoot ? within(element.shadowRoot) : []),
              ]);
            return within(root)
              .filter((element) => element.hasAttribute('aria-invalid'))
              .map((element) => element.tagName.toLowerCase());
          });
          expect(written).toEqual([]);
        }
      });
      await test.step(`${kit}: touched, the name keeps ng-invalid and <formly-field> gets none [guide/validation#ng-invalid-on-control-element]`, async () => {
        await page.keyboard.press('Tab');
        const name = fieldElements.first().locator('.ng-invalid').first();
        await expect(name).toHaveClass(/ng-touched/);
        await expect(frame.locator('formly-field.ng-invalid')).toHaveCount(0);
      });
    }
  });
}

for (const {name: kit} of browserKits) {
  test(`in ${kit}: after markAllAsTouched() (the force-show-error example's Submit), the page's focusFirstInvalid focuses the first invalid field, and <formly-field> has no ng-invalid [guide/validation#ng-invalid-on-control-element, guide/validation#focus-first-invalid-every-kit]`, async ({
    page,
  }) => {
    await page.goto(`/${playgroundRoute}?${starterParam}=validation/force-show-error&${kitTabsGroup}=${kit}`);
    await waitForHydration(page);
    await expect(page.getByTestId('form-status')).toHaveText(/^Form status: /, {timeout: 30_000});
    const frame = form(page);
    const submit = frame.getByRole('button', {name: 'Submit'});
    await submit.click();
    await expect(frame.locator(leafFields).first().locator('.ng-invalid.ng-touched').first()).toBeAttached();
    await expect(frame.locator('formly-field.ng-invalid')).toHaveCount(0);
    expect(await focusFirstInvalidIn(page)).toBe(0);
    await frame.locator(leafFields).first().locator('input:not([type="hidden"])').fill('files-01');
    await submit.click();
    expect(await focusFirstInvalidIn(page)).toBe(1);
  });
}

/**
 * The fields of the kits' own types whose control is not bound when the form renders: Bootstrap's
 * multicheckbox (no form control on its checkboxes) and Ionic's datetime (its ion-datetime lives in a
 * closed modal's template). Every browser kit that ships a multicheckbox or datetime type (lib/kits:
 * its field entry points) is run; any other kit's must carry ng-invalid and take the focus.
 */
const withoutNgInvalid = new Set(['bootstrap multicheckbox', 'ionic datetime']);
const unboundCandidates = browserKits.flatMap(({name: kit}) =>
  (['multicheckbox', 'datetime'] as const)
    .filter((type) => kitFacts[kit].fieldEntryPoints.includes(type))
    .map((type) => ({kit, type})),
);

for (const {kit, type} of unboundCandidates) {
  test(`in ${kit}: a required ${type}, the form's only invalid field, carries ng-invalid on none of its elements in Bootstrap's multicheckbox and Ionic's datetime (the page's focusFirstInvalid focuses nothing) and on its mat-form-field in Material's multicheckbox [guide/validation#invalid-field-without-ng-invalid]`, async ({
    page,
  }) => {
    const options = [
      {value: 'mo', label: 'Monday'},
      {value: 'tu', label: 'Tuesday'},
    ];
    const fields = [
      {key: 'days', type, props: {label: 'Days', required: true, ...(type === 'multicheckbox' ? {options} : {})}},
      {key: 'name', type: 'input', props: {label: 'Name', required: true}},
    ];
    await openFormInPlayground(page, kit, fields, {name: 'Ada'});
    const frame = form(page);
    await expect(frame.locator(leafFields)).toHaveCount(fields.length);
    const field = frame.locator(leafFields).first();
    if (type === 'multicheckbox') await expect(field.getByRole('checkbox')).toHaveCount(options.length);
    // Ionic's datetime: the item that opens the modal is drawn, the ion-datetime is not (the modal is closed).
    else {
      await expect(field.locator('formly-field-ion-datetime ion-item')).toBeVisible();
      await expect(field.locator('ion-datetime')).toHaveCount(0);
    }
    // The form is invalid, through this field alone: the name is filled in.
    await expect(frame.locator('form:has(formly-form)')).toHaveClass(/\bng-invalid\b/);
    await expect(frame.locator(leafFields).nth(1).locator('.ng-valid').first()).toBeAttached();
    if (withoutNgInvalid.has(`${kit} ${type}`)) {
      await expect(frame.locator('formly-form .ng-invalid')).toHaveCount(0);
      expect(await focusFirstInvalidIn(page)).toBe(-1);
    } else {
      const tags = await field
        .locator('.ng-invalid')
        .evaluateAll((elements) => elements.map((element) => element.tagName.toLowerCase()));
      if (kit === 'material') expect(tags).toContain('mat-form-field');
      expect(await focusFirstInvalidIn(page)).toBe(0);
    }
  });
}
