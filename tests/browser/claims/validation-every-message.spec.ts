import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import ts from 'typescript';
import {cachedContextTest as test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {form, openFormInPlayground} from '../playground';
import {browserKits} from '../../../lib/kits';
import {codeInKit} from '../../../lib/kit-code';
import {extractCodeBlocks} from '../../../scripts/snippets';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * "Showing every message of a field" in docs/guide/validation.mdx, in Chromium: what each kit's
 * form-field wrapper shows for a control with several errors (the playground's frame, six kits), and
 * the page's field-errors.component.ts, compiled just in time on the installed packages, put where the
 * page says: in the wrapper of "Showing the message in your own components" and in the replacement of
 * the kit's form-field wrapper of docs/guide/custom-formly-wrapper.mdx, with Bootstrap and Material.
 */

const guide = 'docs/guide/validation.mdx';
const componentTitle = 'field-errors.component.ts';

/** The untitled block of the section above: the wrapper that renders <formly-validation-message>. */
function errorBelowWrapperBlock(): string {
  const blocks = extractCodeBlocks(fs.readFileSync(path.resolve(__dirname, '../../..', guide), 'utf8'), guide).filter(
    (block) => block.code.includes('export class ErrorBelowWrapperComponent'),
  );
  expect(blocks, 'one block declares ErrorBelowWrapperComponent').toHaveLength(1);
  return blocks[0]!.code;
}

/**
 * A wrapper block as the page tells readers to change it: FieldErrorsComponent in place of
 * FormlyValidationMessage in the component's `imports` (and imported from the page's file), `<formly-validation-message>` renamed
 * `<app-field-errors>`, its bindings kept.
 */
function withFieldErrors(code: string): string {
  const edited = code
    .replace('imports: [FormlyValidationMessage]', 'imports: [FieldErrorsComponent]')
    .replace('<formly-validation-message ', '<app-field-errors ');
  expect(edited.match(/FieldErrorsComponent|app-field-errors/g), 'both edits apply').toHaveLength(2);
  return `import { FieldErrorsComponent } from './field-errors.component';\n${edited}`;
}

const componentModule = () =>
  transpilePageCode(pageCodeBlock(guide, componentTitle), `${guide}#${componentTitle}`, ts.ModuleKind.ESNext);

/**
 * The test's own registrations: messages of each form the typings allow (a string, a function
 * returning a string, a function returning an Observable: `window.live`, which has a value, and
 * `window.later`, which has none yet), and its fields. `code` fails, in this order of keys, pattern
 * (the field's validation.messages beat the registered text), minLength (a registered function),
 * noSpace (the validator's own message beats validation.messages), taken (an Observable), serverSide
 * (a message inside the error beats the registered one) and anonymous (no message anywhere). `nick`
 * fails minLength and waits (an Observable that has not emitted). `bare` fails anonymous first, then
 * serverSide (a message inside the error). `slug` fails an async validator
 * with a message of its own and one in validation.messages. The `pair` group fails a validator whose
 * error names an errorPath; its `first` field, a message inside the error and one in validation.messages.
 */
const setupModule = (wrapperConfig: string) => `
import {BehaviorSubject, Subject} from 'rxjs';
${wrapperConfig}
window.live = new BehaviorSubject('Pick another code (1).');
window.later = new Subject();
export const ownMessages = {
  validationMessages: [
    {name: 'minLength', message: (error, field) => field.props.label + ': at least ' + error.requiredLength + ' characters.'},
    {name: 'pattern', message: 'Not the expected format.'},
    {name: 'noSpace', message: 'Registered noSpace text.'},
    {name: 'serverSide', message: 'Registered serverSide text.'},
    {name: 'taken', message: () => window.live},
    {name: 'waits', message: () => window.later},
  ],
};
export const fields = (wrappers) => [
  {
    key: 'code',
    type: 'input',
    wrappers,
    props: {label: 'Code', minLength: 5, pattern: /^[0-9]*$/},
    validation: {show: true, messages: {pattern: 'Digits only.', noSpace: 'Field-level noSpace text.'}},
    validators: {
      noSpace: {expression: (control) => !/\\s/.test(control.value ?? ''), message: 'No spaces.'},
      taken: () => false,
      validation: [() => ({serverSide: {message: 'Message inside the error.'}}), () => ({anonymous: true})],
    },
  },
  {key: 'nick', type: 'input', wrappers, props: {label: 'Nick', minLength: 3}, validation: {show: true}, validators: {waits: () => false}},
  {
    key: 'bare',
    type: 'input',
    wrappers,
    props: {label: 'Bare'},
    validation: {show: true},
    validators: {validation: [() => ({anonymous: true}), () => ({serverSide: {message: 'Message inside the error.'}})]},
  },
  {
    key: 'slug',
    type: 'input',
    wrappers,
    props: {label: 'Slug'},
    validation: {show: true, messages: {remote: 'Field-level remote text.'}},
    asyncValidators: {remote: {expression: () => Promise.resolve(false), message: 'Remote says no.'}},
  },
  {
    key: 'pair',
    wrappers: ${JSON.stringify(wrapperConfig.includes("'error-below'") ? ['error-below'] : ['form-field'])},
    validation: {show: true},
    validators: {
      same: {expression: (group) => group.value.first === group.value.second, message: 'The two differ.', errorPath: 'second'},
    },
    fieldGroup: [
      {
        key: 'first',
        type: 'input',
        wrappers,
        props: {label: 'First'},
        validation: {show: true, messages: {inside: 'Field-level inside text.'}},
        validators: {validation: [() => ({inside: {message: 'Message inside the error.'}})]},
      },
      {key: 'second', type: 'input', wrappers, props: {label: 'Second'}, validation: {show: true}},
    ],
  },
];
`;

const model = {code: 'a b', nick: 'x', slug: 'docs', pair: {first: 'one', second: 'two'}};

const stylesheets = {
  bootstrap: 'bootstrap/dist/css/bootstrap.min.css',
  material: '@angular/material/prebuilt-themes/azure-blue.css',
} as const;
type Kit = keyof typeof stylesheets;
const feature = (kit: Kit) => (kit === 'bootstrap' ? 'withFormlyBootstrap' : 'withFormlyMaterial');

/**
 * A form of the setup's fields in `kit`, each field wrapped by the page's wrapper of the section above
 * (changed as the page says) around the kit's form-field wrapper.
 */
async function openWithWrapperAbove(
  page: Page,
  kit: Kit,
  {
    setup = setupModule(`import {ErrorBelowWrapperComponent} from './error-below.wrapper.js';
export const wrapperConfig = {wrappers: [{name: 'error-below', component: ErrorBelowWrapperComponent}]};`),
    fields = "fields(['error-below', 'form-field'])",
    formModel = model,
    messages = ', ownMessages',
  }: {setup?: string; fields?: string; formModel?: Record<string, unknown>; messages?: string} = {},
): Promise<void> {
  const wrapper = withFieldErrors(errorBelowWrapperBlock());
  await openJitPage(page, {
    local: {
      'field-errors.component': componentModule(),
      'error-below.wrapper': transpilePageCode(wrapper, `${guide}#error-below.wrapper.ts`, ts.ModuleKind.ESNext),
      setup,
    },
    main: formlyFormMain({
      imports: `import {${feature(kit)}} from '@ngx-formly/${kit}';
import {fields, wrapperConfig${messages}} from './setup.js';`,
      configs: `[...${feature(kit)}(), wrapperConfig${messages}]`,
      fields: {expression: fields},
      model: formModel,
    }),
    stylesheets: [stylesheets[kit]],
  });
}

/**
 * A form of the setup's fields in `kit`, with the replacement of the kit's form-field wrapper of
 * docs/guide/custom-formly-wrapper.mdx (its version for the kit) changed as the page says.
 */
async function openWithReplacement(page: Page, kit: Kit): Promise<void> {
  const replacement = withFieldErrors(
    codeInKit(pageCodeBlock('docs/guide/custom-formly-wrapper.mdx', 'description-first.wrapper.ts'), kit)!,
  );
  await openJitPage(page, {
    local: {
      'field-errors.component': componentModule(),
      wrapper: transpilePageCode(replacement, 'description-first.wrapper.ts', ts.ModuleKind.ESNext),
      setup: setupModule(''),
    },
    main: formlyFormMain({
      imports: "import {formlyConfigs} from './wrapper.js';\nimport {fields, ownMessages} from './setup.js';",
      configs: '[...formlyConfigs, ownMessages]',
      fields: {expression: 'fields(undefined)'},
      model,
    }),
    stylesheets: [stylesheets[kit]],
  });
}

/** The lines a component shows, one per message. */
async function lines(component: Locator): Promise<string[]> {
  const text = (await component.innerText()).trim();
  return text ? text.split('\n').map((line) => line.trim()) : [];
}

/** The keys of the errors of the form's control at `path`, in their order. */
const errorKeys = (page: Page, path: string) =>
  page.evaluate(
    (path) =>
      Object.keys(
        (window as unknown as {formGroup: {get(path: string): {errors: object | null}}}).formGroup.get(path).errors ??
          {},
      ),
    path,
  );

const emit = (page: Page, subject: 'live' | 'later', value: string) =>
  page.evaluate(
    ({subject, value}) => (window as unknown as Record<string, {next(value: string): void}>)[subject]!.next(value),
    {subject, value},
  );

const everyMessage = [
  'Digits only.',
  'Code: at least 5 characters.',
  'No spaces.',
  'Pick another code (1).',
  'Message inside the error.',
];

for (const kit of ['bootstrap', 'material'] as const) {
  test(`in ${kit}, with several errors on a control, the kit's form-field wrapper shows the message of the first key of formControl.errors only, a string, a function's or an Observable's; the page's component, in the section's wrapper changed as the page says, lists one line per key, found in Formly's order, and skips a key with no message or with an errorPath [guide/validation#kits-show-first-message-only, guide/validation#every-message-lookup-order, guide/validation#every-message-in-own-wrapper]`, async ({
    page,
  }) => {
    await openWithWrapperAbove(page, kit);
    const codeWrapper = page.locator('app-error-below-wrapper', {has: page.getByRole('textbox', {name: 'Code'})});
    const kitMessage = codeWrapper.locator('formly-validation-message');
    const every = codeWrapper.locator(':scope > p.field-error app-field-errors');

    expect(await errorKeys(page, 'code')).toEqual([
      'pattern',
      'minLength',
      'noSpace',
      'taken',
      'serverSide',
      'anonymous',
    ]);
    await expect(kitMessage).toHaveText('Digits only.');
    await expect(kitMessage).toHaveCount(1);
    await expect.poll(() => lines(every)).toEqual(everyMessage);

    // Only taken (an Observable) and serverSide fail, taken first: the kit shows the Observable's value.
    await page.getByRole('textbox', {name: 'Code'}).fill('12345');
    await expect(kitMessage).toHaveText('Pick another code (1).');
    await expect.poll(() => lines(every)).toEqual(['Pick another code (1).', 'Message inside the error.']);
    // minLength (a function) first.
    await page.getByRole('textbox', {name: 'Code'}).fill('123');
    await expect(kitMessage).toHaveText('Code: at least 5 characters.');
    await expect
      .poll(() => lines(every))
      .toEqual(['Code: at least 5 characters.', 'Pick another code (1).', 'Message inside the error.']);

    // The first key has no message: the kit shows none, though the second has one; the component shows the second.
    const bareWrapper = page.locator('app-error-below-wrapper', {has: page.getByRole('textbox', {name: 'Bare'})});
    expect(await errorKeys(page, 'bare')).toEqual(['anonymous', 'serverSide']);
    await expect
      .poll(() => lines(bareWrapper.locator(':scope > p.field-error app-field-errors')))
      .toEqual(['Message inside the error.']);
    await expect(bareWrapper.locator('formly-validation-message')).toHaveCount(1);
    await expect(bareWrapper.locator('formly-validation-message')).toHaveText(/^\s*$/);

    // An async validator's own message beats validation.messages.
    const slug = page
      .locator('app-error-below-wrapper', {has: page.getByRole('textbox', {name: 'Slug'})})
      .locator(':scope > p.field-error app-field-errors');
    await expect.poll(() => lines(slug)).toEqual(['Remote says no.']);

    // The field's validation.messages beat a message inside the error.
    const firstWrapper = page
      .locator('app-error-below-wrapper', {has: page.getByRole('textbox', {name: 'First'})})
      .filter({hasNot: page.getByRole('textbox', {name: 'Second'})});
    await expect
      .poll(() => lines(firstWrapper.locator(':scope > p.field-error app-field-errors')))
      .toEqual(['Field-level inside text.']);

    // The group's error names an errorPath: the child shows the message, the group's own line is left out.
    const secondWrapper = page
      .locator('app-error-below-wrapper', {has: page.getByRole('textbox', {name: 'Second'})})
      .filter({hasNot: page.getByRole('textbox', {name: 'First'})});
    await expect
      .poll(() => lines(secondWrapper.locator(':scope > p.field-error app-field-errors')))
      .toEqual(['The two differ.']);
    const pairWrapper = page
      .locator('app-error-below-wrapper', {has: page.getByRole('textbox', {name: 'First'})})
      .filter({has: page.getByRole('textbox', {name: 'Second'})});
    await expect(pairWrapper).toHaveCount(1);
    expect(await errorKeys(page, 'pair')).toEqual(['same']);
    await expect(pairWrapper.locator(':scope > p.field-error app-field-errors')).toBeAttached();
    expect(await lines(pairWrapper.locator(':scope > p.field-error app-field-errors'))).toEqual([]);
  });

  test(`in ${kit}, the page's component shows messages of every form the typings allow and follows the errors and the Observables as they change [guide/validation#every-message-kinds-update]`, async ({
    page,
  }) => {
    await openWithWrapperAbove(page, kit);
    const code = page
      .locator('app-error-below-wrapper', {has: page.getByRole('textbox', {name: 'Code'})})
      .locator(':scope > p.field-error app-field-errors');
    // A string, a function's string, a function's Observable, a message inside the error.
    await expect.poll(() => lines(code)).toEqual(everyMessage);
    await emit(page, 'live', 'Pick another code (2).');
    await expect
      .poll(() => lines(code))
      .toEqual(everyMessage.map((line) => (line === 'Pick another code (1).' ? 'Pick another code (2).' : line)));
    // The errors change as the reader types.
    await page.getByRole('textbox', {name: 'Code'}).fill('12');
    await expect
      .poll(() => lines(code))
      .toEqual(['Code: at least 5 characters.', 'Pick another code (2).', 'Message inside the error.']);
    await page.getByRole('textbox', {name: 'Code'}).fill('12345');
    await expect.poll(() => lines(code)).toEqual(['Pick another code (2).', 'Message inside the error.']);
  });

  test(`in ${kit}, the page's component shows no line until every Observable among the messages has emitted, again after each change of the errors, while a BehaviorSubject's value shows at once [guide/validation#every-message-waits-for-observables]`, async ({
    page,
  }) => {
    await openWithWrapperAbove(page, kit);
    const nickWrapper = page.locator('app-error-below-wrapper', {has: page.getByRole('textbox', {name: 'Nick'})});
    const nick = nickWrapper.locator(':scope > p.field-error app-field-errors');
    // minLength and an Observable (a Subject) with no value yet: the kit shows minLength, the component nothing.
    await expect(nickWrapper.locator('formly-validation-message')).toHaveText('Nick: at least 3 characters.');
    await expect(nick).toBeAttached();
    expect(await lines(nick)).toEqual([]);
    await emit(page, 'later', 'Still checking.');
    await expect.poll(() => lines(nick)).toEqual(['Nick: at least 3 characters.', 'Still checking.']);
    // The errors change: the Subject does not repeat its value to the new subscription.
    await page.getByRole('textbox', {name: 'Nick'}).fill('xyz');
    await expect.poll(() => lines(nick)).toEqual([]);
    await emit(page, 'later', 'Still checking.');
    await expect.poll(() => lines(nick)).toEqual(['Still checking.']);
    // Code's message from a BehaviorSubject shows with the others after each change.
    const code = page
      .locator('app-error-below-wrapper', {has: page.getByRole('textbox', {name: 'Code'})})
      .locator(':scope > p.field-error app-field-errors');
    for (const value of ['123', '1234 ']) {
      await page.getByRole('textbox', {name: 'Code'}).fill(value);
      await expect.poll(() => lines(code)).toContain('Pick another code (1).');
    }
  });

  test(`in ${kit}, the page's component in the replacement of the kit's form-field wrapper, changed as the page says: the kit's fields list every message, once, in the element that keeps the message's id [guide/validation#every-message-in-own-wrapper]`, async ({
    page,
  }) => {
    await openWithReplacement(page, kit);
    const code = page.getByRole('textbox', {name: 'Code'});
    const wrapper = page.locator('app-description-first-wrapper', {has: code});
    await expect(page.locator('formly-validation-message')).toHaveCount(0);
    const every = wrapper.locator('app-field-errors');
    await expect(every).toHaveCount(1);
    await expect.poll(() => lines(every)).toEqual(everyMessage);
    const id = await code.getAttribute('id');
    await expect(every).toHaveAttribute('id', `${id}-formly-validation-error`);
    if (kit === 'bootstrap') {
      // Bootstrap's input names the message as its description.
      await expect(code).toHaveAccessibleDescription(everyMessage.join(' '));
    }
  });
}

/**
 * A field whose pattern message, and whose minLength, expressions set when another field changes: the
 * control reports no status change, yet the errors and the messages change.
 */
const expressionSetup = `
import {ErrorBelowWrapperComponent} from './error-below.wrapper.js';
export const wrapperConfig = {wrappers: [{name: 'error-below', component: ErrorBelowWrapperComponent}]};
export const fields = [
  {key: 'lang', type: 'input', props: {label: 'Language'}},
  {
    key: 'code',
    type: 'input',
    wrappers: ['error-below', 'form-field'],
    props: {label: 'Code', pattern: /^[0-9]*$/},
    validation: {show: true, messages: {pattern: 'Digits only.', minLength: 'At least 5 characters.'}},
    expressions: {
      'validation.messages.pattern': (field) => (field.model.lang === 'fr' ? 'Chiffres seulement.' : 'Digits only.'),
      'props.minLength': (field) => (field.model.lang === 'fr' ? 5 : undefined),
    },
  },
];
`;

for (const kit of ['bootstrap', 'material'] as const) {
  test(`in ${kit}, an expression that rewrites a message or sets props.minLength shows in the page's component at once, with no status change of the control [guide/validation#every-message-expression-rewrite]`, async ({
    page,
  }) => {
    await openWithWrapperAbove(page, kit, {
      setup: expressionSetup,
      fields: 'fields',
      formModel: {lang: 'en', code: 'ab'},
      messages: '',
    });
    const codeWrapper = page.locator('app-error-below-wrapper', {has: page.getByRole('textbox', {name: 'Code'})});
    const every = codeWrapper.locator(':scope > p.field-error app-field-errors');
    const kitMessage = codeWrapper.locator('formly-validation-message');
    await expect.poll(() => lines(every)).toEqual(['Digits only.']);
    await expect(kitMessage).toHaveText('Digits only.');

    const statusEvents = await page.evaluate(() => {
      const control = (
        window as unknown as {formGroup: {get(path: string): {statusChanges: {subscribe(next: () => void): unknown}}}}
      ).formGroup.get('code');
      const seen = {count: 0};
      control.statusChanges.subscribe(() => seen.count++);
      (window as unknown as {codeStatusEvents: {count: number}}).codeStatusEvents = seen;
      return seen.count;
    });
    expect(statusEvents).toBe(0);

    await page.getByRole('textbox', {name: 'Language'}).fill('fr');
    await expect(kitMessage).toHaveText('Chiffres seulement.');
    await expect.poll(() => lines(every)).toEqual(['Chiffres seulement.', 'At least 5 characters.']);
    expect(await errorKeys(page, 'code')).toEqual(['pattern', 'minLength']);
    expect(
      await page.evaluate(() => (window as unknown as {codeStatusEvents: {count: number}}).codeStatusEvents.count),
    ).toBe(0);

    await page.getByRole('textbox', {name: 'Language'}).fill('en');
    await expect.poll(() => lines(every)).toEqual(['Digits only.']);
  });
}

/** Fields in JSON for the playground: each control fails two validators, and each has a message. */
const playgroundFields = [
  {
    key: 'code',
    type: 'input',
    props: {label: 'Code', minLength: 5, pattern: '^[0-9]*$'},
    validation: {show: true, messages: {minLength: 'At least five characters.'}},
  },
  {
    key: 'mail',
    type: 'input',
    props: {label: 'Mail', minLength: 5},
    validators: {validation: ['email']},
    validation: {show: true, messages: {email: 'Not an address.'}},
  },
];

for (const kit of browserKits.map(({name}) => name)) {
  test(`in ${kit}, the form-field wrapper renders one <formly-validation-message> per field, and it shows the message of the first failing validator only, a registered or a field's own [guide/validation#kits-show-first-message-only]`, async ({
    page,
  }) => {
    await openFormInPlayground(page, kit, playgroundFields, {code: 'ab', mail: 'ab'});
    const frame = form(page);
    const messages = frame.locator('formly-validation-message');
    await expect(messages).toHaveCount(2);
    // code: pattern before minLength; mail: minLength (a props validator) before email.
    await expect(messages.nth(0)).toHaveText('Does not match the pattern.');
    await expect(messages.nth(1)).toHaveText('Too short.');
    const formText = await frame.locator('formly-form').innerText();
    expect(formText).not.toContain('At least five characters.');
    expect(formText).not.toContain('Not an address.');
  });
}
