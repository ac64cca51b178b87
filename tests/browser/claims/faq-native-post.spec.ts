import type {Page, Request} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {evaluateComponent, openPageComponent} from '../jit-form';
import {pageCodeBlock} from '../../claims/support/page-code';

/**
 * docs/guide/faq.mdx, "Can I post the form to a URL as a plain HTML form?", in Chromium with the
 * Bootstrap kit compiled just in time: the page's signup-form.component.ts as written, the same form in
 * a component that imports FormsModule, and a form of every Bootstrap control type; each submitted
 * with the button, the POST caught at the action's URL.
 */

const action = 'https://example.com/signup';
const pageBlock = pageCodeBlock('docs/guide/faq.mdx', 'signup-form.component.ts');

/** A page whose root shows the page's SignupFormComponent; its module transformed by `change`. */
async function openSignupForm(page: Page, change: (code: string) => string = (code) => code) {
  await openPageComponent(page, {title: 'signup-form.component.ts', code: change(pageBlock)});
}

/**
 * Submits with the button named `button` and resolves to the fields the browser posts to `action`, or to
 * null when the submit event was cancelled, which is what keeps the browser from posting.
 */
async function submitted(page: Page, button: string): Promise<Record<string, string> | null> {
  const posts: Request[] = [];
  await page.route(action, async (route) => {
    posts.push(route.request());
    await route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>Received</title>'});
  });
  // Read once every listener has run: a cancelled submit posts nothing, one left alone navigates.
  await page.evaluate(() =>
    window.addEventListener('submit', (event) =>
      setTimeout(() => (document.body.dataset['submitCancelled'] = String(event.defaultPrevented))),
    ),
  );
  await page.getByRole('button', {name: button}).click();
  const outcome = await Promise.race([
    page.waitForURL(action).then(() => 'posted' as const),
    page
      .locator('body[data-submit-cancelled="true"]')
      .waitFor()
      .then(() => 'cancelled' as const),
  ]);
  if (outcome === 'cancelled') {
    expect(posts).toHaveLength(0);
    return null;
  }
  expect(posts).toHaveLength(1);
  expect(posts[0]!.method()).toBe('POST');
  return Object.fromEntries(new URLSearchParams(posts[0]!.postData() ?? ''));
}

test("the page's signup form posts its named fields to the action, and a field without a name is left out [guide/faq#native-post-named-controls]", async ({
  page,
}) => {
  await openSignupForm(page);
  await page.getByRole('textbox', {name: 'Email'}).fill('ada@example.com');
  await page.getByRole('radio', {name: 'Pro'}).check();
  expect(await submitted(page, 'Sign up')).toEqual({email: 'ada@example.com', plan: 'pro'});

  await openSignupForm(page, (code) => code.replace("key: 'email', name: 'email',", "key: 'email',"));
  await page.getByRole('textbox', {name: 'Email'}).fill('ada@example.com');
  expect(await submitted(page, 'Sign up')).toEqual({plan: 'free'});
});

test('in a component that imports FormsModule, the form posts nothing without ngNoForm, and posts with it [guide/faq#native-post-ngnoform-with-forms-module]', async ({
  page,
}) => {
  const withFormsModule = (code: string) =>
    code
      .replace(
        "import { Component } from '@angular/core';",
        "import { Component } from '@angular/core';\nimport { FormsModule } from '@angular/forms';",
      )
      .replace('imports: [FormlyForm],', 'imports: [FormlyForm, FormsModule],');
  await openSignupForm(page, withFormsModule);
  await page.getByRole('textbox', {name: 'Email'}).fill('ada@example.com');
  expect(await submitted(page, 'Sign up')).toBeNull();

  await openSignupForm(page, (code) => withFormsModule(code).replace('<form action=', '<form ngNoForm action='));
  await page.getByRole('textbox', {name: 'Email'}).fill('ada@example.com');
  expect(await submitted(page, 'Sign up')).toEqual({email: 'ada@example.com', plan: 'free'});
});

test("what the browser sends is each control's text: an input and a textarea their text, a number input its digits as typed, a radio and a multicheckbox box its option's value, a ticked checkbox 'on' and an unticked one nothing, a select Angular's option id [guide/faq#native-post-sends-dom-values]", async ({
  page,
}) => {
  const options = [
    {value: 'free', label: 'Free'},
    {value: 'pro', label: 'Pro'},
  ];
  const fields = [
    {key: 'email', name: 'email', type: 'input', props: {label: 'Email'}},
    {key: 'age', name: 'age', type: 'input', props: {label: 'Age', type: 'number'}},
    {key: 'notes', name: 'notes', type: 'textarea', props: {label: 'Notes'}},
    {key: 'plan', name: 'plan', type: 'radio', props: {label: 'Plan', options}},
    {key: 'topics', name: 'topics', type: 'multicheckbox', props: {label: 'Topics', options}},
    {key: 'agree', name: 'agree', type: 'checkbox', props: {label: 'Agree'}},
    {key: 'newsletter', name: 'newsletter', type: 'checkbox', props: {label: 'Newsletter'}},
    {key: 'tier', name: 'tier', type: 'select', props: {label: 'Tier', options}},
  ];
  const block = pageBlock
    .replace(
      /fields: FormlyFieldConfig\[\] = \[[\s\S]*\];\n\}/,
      `fields: FormlyFieldConfig[] = ${JSON.stringify(fields)};\n}`,
    )
    .replace("model = { email: '', plan: 'free' };", 'model = {};');
  expect(block).toContain('"tier"');
  await openSignupForm(page, () => block);
  await page.getByRole('textbox', {name: 'Email'}).fill('ada@example.com');
  await page.getByRole('spinbutton', {name: 'Age'}).fill('007');
  await page.getByRole('textbox', {name: 'Notes'}).fill('Call after 5');
  await page.getByRole('radio', {name: 'Pro'}).check();
  await page.getByRole('checkbox', {name: 'Pro'}).check();
  await page.getByRole('checkbox', {name: 'Agree'}).check();
  await page.getByRole('combobox', {name: 'Tier'}).selectOption({label: 'Pro'});
  // The model holds the number; the page sends the digits as typed. (Angular's development mode publishes `ng`.)
  const modelAge = () =>
    evaluateComponent(page, 'app-signup-form', (form: {model: Record<string, unknown>}) => form.model['age']);
  await expect.poll(modelAge).toBe(7);
  const posted = await submitted(page, 'Sign up');
  expect(posted).toEqual({
    email: 'ada@example.com',
    age: '007',
    notes: 'Call after 5',
    plan: 'pro',
    topics: 'pro',
    agree: 'on',
    tier: '1: pro',
  });
  expect(posted, 'the unticked checkbox sends nothing').not.toHaveProperty('newsletter');
});
