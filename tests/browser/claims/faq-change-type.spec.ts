import type {Page} from '@playwright/test';
import {afterTwoFrames, cachedContextTest as test, expect} from '../fixtures';
import {applicationMain, evaluateComponent, openJitPage, openPageComponent, runOnApp} from '../jit-form';
import {pageCodeBlock} from '../../claims/support/page-code';

/**
 * docs/guide/faq.mdx, "How do I change a field's type at run time?", in Chromium: the page's
 * answer-form.component.ts in a Bootstrap application compiled just in time, and the ways that do
 * not work (the built field's type set, with and without options.build(); an expression on type),
 * run on a form of the test's own.
 */

const pageBlock = pageCodeBlock('docs/guide/faq.mdx', 'answer-form.component.ts');

/** The element that the label "Your answer" names: its tag, or 'none'. */
const answerElement = (page: Page) =>
  page.evaluate(() => {
    const label = Array.from(document.querySelectorAll('label')).find((each) =>
      each.textContent?.includes('Your answer'),
    );
    return label ? (document.getElementById(label.htmlFor)?.tagName ?? 'none') : 'none';
  });

test("the page's answer form: choosing Long puts a textarea in the input's place with the typed answer, its control and its required validation; Short brings the input back [guide/faq#new-config-new-type]", async ({
  page,
}) => {
  await openPageComponent(page, {title: 'answer-form.component.ts', code: pageBlock});
  const form = () =>
    evaluateComponent(
      page,
      'app-answer-form',
      (component: {form: {get(key: string): unknown; valid: boolean}; model: object}) => {
        const state = window as unknown as {firstControl?: unknown};
        state.firstControl ??= component.form.get('answer');
        return {
          model: structuredClone(component.model),
          valid: component.form.valid,
          sameControl: component.form.get('answer') === state.firstControl,
        };
      },
    );
  await expect.poll(() => answerElement(page)).toBe('INPUT');
  expect(await form()).toEqual({model: {length: 'short'}, valid: false, sameControl: true});
  await page.getByRole('textbox', {name: 'Your answer'}).fill('A short one');

  await page.getByRole('radio', {name: 'Long'}).check();
  await expect.poll(() => answerElement(page)).toBe('TEXTAREA');
  await expect(page.getByRole('textbox', {name: 'Your answer'})).toHaveValue('A short one');
  expect(await form()).toEqual({model: {length: 'long', answer: 'A short one'}, valid: true, sameControl: true});
  await page.getByRole('textbox', {name: 'Your answer'}).fill('');
  await expect.poll(async () => (await form()).valid, 'the textarea is required too').toBe(false);
  await page.getByRole('textbox', {name: 'Your answer'}).fill('A long one');

  await page.getByRole('radio', {name: 'Short'}).check();
  await expect.poll(() => answerElement(page)).toBe('INPUT');
  await expect(page.getByRole('textbox', {name: 'Your answer'})).toHaveValue('A long one');
  expect(await form()).toEqual({model: {length: 'short', answer: 'A long one'}, valid: true, sameControl: true});
});

/** A Bootstrap form of the test's own: a length select and the answer field, the App on window.app. */
function ownForm(answerField: string) {
  return applicationMain({
    imports: `import {FormGroup, ReactiveFormsModule} from '@angular/forms';
import {FormlyForm} from '@ngx-formly/core';
import {withFormlyBootstrap} from '@ngx-formly/bootstrap';`,
    code: `class App {
  form = new FormGroup({});
  model = {length: 'short', answer: 'typed'};
  options = {};
  fields = [
    {key: 'length', type: 'select', props: {label: 'Length', options: [{value: 'short', label: 'Short'}, {value: 'long', label: 'Long'}]}},
    ${answerField},
  ];
  constructor() { window.app = this; }
}
Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  template: '<form [formGroup]="form"><formly-form [form]="form" [fields]="fields" [model]="model" [options]="options" /></form>',
})(App);`,
    root: 'App',
    configs: 'withFormlyBootstrap()',
  });
}

const plainAnswer = "{key: 'answer', type: 'input', props: {label: 'Your answer'}}";

for (const [how, change] of [
  ['set alone', "app.fields[1].type = 'textarea';"],
  ['set, then options.build()', "app.fields[1].type = 'textarea'; app.options.build();"],
  ['set, then options.build(field)', "app.fields[1].type = 'textarea'; app.options.build(app.fields[1]);"],
  ['set, then a new array of the same objects', "app.fields[1].type = 'textarea'; app.fields = [...app.fields];"],
] as const) {
  test(`the built field's type ${how}: the input stays on screen [guide/faq#built-field-type-fixed]`, async ({
    page,
  }) => {
    await openJitPage(page, {main: ownForm(plainAnswer)});
    await expect.poll(() => answerElement(page)).toBe('INPUT');
    await runOnApp(page, change);
    await afterTwoFrames(page);
    expect(await answerElement(page)).toBe('INPUT');
    // A new object for the field, by contrast, is rendered with its type.
    await runOnApp(
      page,
      "app.fields = app.fields.map((field) => field.key === 'answer' ? {...field, type: 'textarea'} : field);",
    );
    await expect.poll(() => answerElement(page)).toBe('TEXTAREA');
  });
}

test("an expression on type runs again and sets field.type when the model it reads changes, but the input stays on screen; an expression on props.type switches the input's HTML type whenever the model changes through the form (the reader's input, setValue, patchValue), and after options.detectChanges(field) for a property assigned in code [guide/faq#built-field-type-fixed, guide/faq#props-type-expression-switches]", async ({
  page,
}) => {
  await openJitPage(page, {
    main: ownForm(`{key: 'answer', type: 'input', props: {label: 'Your answer'},
      expressions: {type: (field) => field.model.length === 'long' ? 'textarea' : 'input',
        'props.type': (field) => field.model.length === 'long' ? 'email' : 'text'}}`),
  });
  await expect.poll(() => answerElement(page)).toBe('INPUT');
  const inputType = () => page.getByRole('textbox', {name: 'Your answer'}).getAttribute('type');
  expect(await inputType()).toBe('text');
  await page.getByRole('combobox', {name: 'Length'}).selectOption({label: 'Long'});
  await expect.poll(inputType).toBe('email');
  // The expression ran again and set field.type, but the component on screen is still the input.
  expect(
    await page.evaluate(() => (window as unknown as {app: {fields: Array<{type: string}>}}).app.fields[1]!.type),
  ).toBe('textarea');
  expect(await answerElement(page)).toBe('INPUT');
  await page.getByRole('combobox', {name: 'Length'}).selectOption({label: 'Short'});
  await expect.poll(inputType).toBe('text');

  // setValue() on a control goes through the form: the type follows at once.
  await runOnApp(page, "app.form.get('length').setValue('long');");
  await expect.poll(inputType).toBe('email');
  await runOnApp(page, "app.form.get('length').patchValue('short');");
  await expect.poll(inputType).toBe('text');

  // A model property assigned in code shows once options.detectChanges(field) runs.
  await runOnApp(page, "app.model.length = 'long';");
  await afterTwoFrames(page);
  expect(await inputType()).toBe('text');
  await runOnApp(page, 'app.options.detectChanges(app.fields[1]);');
  await expect.poll(inputType).toBe('email');
});
