import type {Page} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {applicationMain, openJitPage} from '../jit-form';

/**
 * docs/guide/faq.mdx, "I changed this.model.something, but the input still shows the old value":
 * `form.patchValue()` called from each point of a component's life, in a Bootstrap form compiled
 * just in time, zoneless and with zone.js. The fixture fails a test on any console error, so a
 * patch that upset change detection would show.
 */

const data = {title: 'Release notes', slug: 'release-notes'};

/** Two inputs, Title and Slug, for `data`. */
const titleFields = `[
    {key: 'title', type: 'input', props: {label: 'Title'}},
    {key: 'slug', type: 'input', props: {label: 'Slug'}},
  ]`;

/**
 * A Bootstrap form of `fields` (code) whose component runs `form.patchValue(patch)` in `when`: a
 * lifecycle point, after a request started in ngOnInit answers, or at a click of its Load button.
 */
function main({
  when,
  zone,
  fields = titleFields,
  patch = data,
}: {
  when: 'constructor' | 'ngOnInit' | 'request' | 'button';
  zone: boolean;
  fields?: string;
  patch?: Record<string, string>;
}): string {
  const call = `this.form.patchValue(${JSON.stringify(patch)});`;
  return applicationMain({
    imports: `import {FormGroup, ReactiveFormsModule} from '@angular/forms';
import {FormlyForm} from '@ngx-formly/core';
import {withFormlyBootstrap} from '@ngx-formly/bootstrap';`,
    code: `class App {
  form = new FormGroup({});
  model = {};
  fields = ${fields};
  constructor() {
    window.app = this;
    ${when === 'constructor' ? call : ''}
  }
  ngOnInit() {
    window.controlsAtInit = Object.keys(this.form.controls).length;
    ${when === 'ngOnInit' ? call : ''}
    ${when === 'request' ? `fetch(location.href).then(() => { ${call} });` : ''}
  }
  load() {
    ${when === 'button' ? call : ''}
  }
}
Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  template: '<form [formGroup]="form"><formly-form [form]="form" [fields]="fields" [model]="model" /></form><button type="button" (click)="load()">Load</button>',
})(App);`,
    root: 'App',
    configs: 'withFormlyBootstrap()',
    zone,
  });
}

const state = (page: Page) =>
  page.evaluate(() => {
    const {app, controlsAtInit} = window as unknown as {
      app: {form: {value: object}; model: object};
      controlsAtInit: number;
    };
    return {controlsAtInit, model: {...app.model}, value: {...app.form.value}};
  });

for (const zone of [false, true]) {
  const mode = zone ? 'with zone.js' : 'zoneless';

  for (const when of ['constructor', 'ngOnInit'] as const) {
    test(`${mode}: form.patchValue() in the component's ${when} finds no control (none exists at ngOnInit) and leaves the inputs and the model empty [guide/faq#patch-value-before-build]`, async ({
      page,
    }) => {
      await openJitPage(page, {main: main({when, zone})});
      await expect(page.getByRole('textbox', {name: 'Slug'})).toBeVisible();
      await expect(page.getByRole('textbox', {name: 'Title'})).toHaveValue('');
      await expect(page.getByRole('textbox', {name: 'Slug'})).toHaveValue('');
      const {controlsAtInit, model, value} = await state(page);
      expect(controlsAtInit).toBe(0);
      expect(model).toEqual({});
      expect(Object.values(value).every((entry) => entry === undefined)).toBe(true);
    });
  }

  for (const when of ['request', 'button'] as const) {
    test(`${mode}: form.patchValue() called later, ${when === 'button' ? 'from a click' : 'when a request started in ngOnInit answers'}, fills the inputs and the model, with no console error [guide/faq#patch-value-before-build]`, async ({
      page,
    }) => {
      await openJitPage(page, {main: main({when, zone})});
      if (when === 'button') {
        await expect(page.getByRole('textbox', {name: 'Title'})).toHaveValue('');
        await page.getByRole('button', {name: 'Load'}).click();
      }
      await expect(page.getByRole('textbox', {name: 'Title'})).toHaveValue(data.title);
      await expect(page.getByRole('textbox', {name: 'Slug'})).toHaveValue(data.slug);
      await expect.poll(async () => (await state(page)).model).toEqual(data);
      expect((await state(page)).value).toEqual(data);
    });
  }
}

test.describe('a field hidden by an expression', () => {
  const hiddenFields = `[
    {key: 'kind', type: 'input', props: {label: 'Kind'}},
    {key: 'company', type: 'input', props: {label: 'Company'}, expressions: {hide: 'model.kind !== "business"'}},
  ]`;

  for (const zone of [false, true]) {
    test(`${zone ? 'with zone.js' : 'zoneless'}: a patch that holds both the hidden field's value and the value that shows it shows the field empty, and its value stays out of the model [guide/faq#patch-value-hidden-field]`, async ({
      page,
    }) => {
      await openJitPage(page, {
        main: main({when: 'button', zone, fields: hiddenFields, patch: {company: 'Acme', kind: 'business'}}),
      });
      await expect(page.getByRole('textbox', {name: 'Kind'})).toBeVisible();
      await expect(page.getByRole('textbox', {name: 'Company'})).toHaveCount(0);
      await page.getByRole('button', {name: 'Load'}).click();
      await expect(page.getByRole('textbox', {name: 'Company'})).toBeVisible();
      await expect(page.getByRole('textbox', {name: 'Kind'})).toHaveValue('business');
      await expect(page.getByRole('textbox', {name: 'Company'})).toHaveValue('');
      expect((await state(page)).model).toEqual({kind: 'business'});
    });
  }
});
