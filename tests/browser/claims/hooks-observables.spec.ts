import ts from 'typescript';
import type {Page} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * Rendering claims of docs/guide/expression-properties.mdx ("A function that returns an
 * Observable") and docs/guide/properties-options.mdx ("No afterViewChecked, afterContentChecked
 * or doCheck hook"), in Chromium: a Bootstrap form compiled just in time on the installed
 * packages, since what a label reads and when a field's control exists need Angular's real
 * rendering (the Node claim tests check what Formly assigns and which hooks it calls).
 */

const stylesheets = ['bootstrap/dist/css/bootstrap.min.css'];

/** Opens a Bootstrap form of `fields` (code), after `setup` (code run before the form is built). */
function openBootstrapForm(
  page: Page,
  setup: string,
  fields: string,
  model: Record<string, unknown> = {},
  local: Record<string, string> = {},
) {
  return openJitPage(page, {
    local,
    main: formlyFormMain({
      imports: `import {withFormlyBootstrap} from '@ngx-formly/bootstrap';\n${setup}`,
      configs: 'withFormlyBootstrap()',
      fields: {expression: fields},
      model,
    }),
    stylesheets,
  });
}

test("a label set by a function that returns an Observable, in expressions or expressionProperties, reads [object Object] in Bootstrap's form-field wrapper; the Observable given directly shows its value [guide/expression-properties#function-returning-observable-assigned-as-is, guide/expression-properties#observable-given-directly-assigned]", async ({
  page,
}) => {
  await openBootstrapForm(
    page,
    "import {of} from 'rxjs';\nconst label$ = of('Ada');",
    `[
  {key: 'viaExpressions', type: 'input', expressions: {'props.label': () => label$}},
  {key: 'viaExpressionProperties', type: 'input', expressionProperties: {'props.label': () => label$}},
  {key: 'direct', type: 'input', expressions: {'props.label': label$}},
]`,
  );
  await expect(page.locator('formly-field label')).toHaveText(['[object Object]', '[object Object]', 'Ada']);
  await expect(page.getByRole('textbox', {name: 'Ada'})).toBeVisible();
});

test("afterViewInit runs once per field, when its view is initialised: a visible field's control exists then; a field hidden at that moment has none (default lazyRender) and the hook does not run again when it is shown [guide/properties-options#after-view-init-instead-of-checked]", async ({
  page,
}) => {
  await openBootstrapForm(
    page,
    `window.viewInits = [];
const afterViewInit = (field) =>
  window.viewInits.push(field.key + (document.getElementById(field.id) ? ': control' : ': no control'));`,
    `[
  {key: 'show', type: 'checkbox', props: {label: 'Show the note'}},
  {key: 'name', type: 'input', props: {label: 'Name'}, hooks: {afterViewInit}},
  {key: 'note', type: 'input', props: {label: 'Note'}, expressions: {hide: (field) => !field.model.show}, hooks: {afterViewInit}},
]`,
    {show: false},
  );
  const viewInits = () => page.evaluate(() => (window as unknown as {viewInits: string[]}).viewInits);
  expect(await viewInits()).toEqual(['name: control', 'note: no control']);
  await page.getByRole('textbox', {name: 'Name'}).fill('Ada');
  await page.getByRole('checkbox', {name: 'Show the note'}).check();
  await expect(page.getByRole('textbox', {name: 'Note'})).toBeVisible();
  expect(await viewInits()).toEqual(['name: control', 'note: no control']);
});

/** The page's address.fields.ts, as the browser module `./address.js`. */
function addressModule() {
  const guide = 'docs/guide/expression-properties.mdx';
  return {
    address: transpilePageCode(
      pageCodeBlock(guide, 'address.fields.ts'),
      `${guide}#address.fields.ts`,
      ts.ModuleKind.ESNext,
    ),
  };
}

test("the page's address.fields.ts with Bootstrap: the region's label follows the country the model starts with, then each change of it, with no console error [guide/expression-properties#oninit-observable-sets-property]", async ({
  page,
}) => {
  await openBootstrapForm(
    page,
    "import {addressFields} from './address.js';",
    'addressFields',
    {country: 'US'},
    addressModule(),
  );
  await expect(page.getByRole('textbox', {name: 'State'})).toBeVisible();
  await page.getByRole('textbox', {name: 'Country code'}).fill('PT');
  await expect(page.getByRole('textbox', {name: 'Region'})).toBeVisible();
  await page.getByRole('textbox', {name: 'Country code'}).fill('US');
  await expect(page.getByRole('textbox', {name: 'State'})).toBeVisible();
});

test("the page's address.fields.ts: the stream lives as long as the region's <formly-field>, not its config: fields replaced by as many new configs reuse the element, so the first config's stream keeps running and the new config gets none, until the form has no fields [guide/expression-properties#oninit-observable-sets-property]", async ({
  page,
}) => {
  await openBootstrapForm(
    page,
    `import {addressFields} from './address.js';
/** A fresh copy of the page's configs, taken before any build changes them. */
window.freshAddress = () =>
  addressFields.map(({props, hooks, ...rest}) => ({...rest, props: {...props}, ...(hooks ? {hooks: {...hooks}} : {})}));`,
    '(window.app = this, window.first = window.freshAddress())',
    {country: 'US'},
    addressModule(),
  );
  const country = page.getByRole('textbox', {name: 'Country code'});
  await expect(page.getByRole('textbox', {name: 'State'})).toBeVisible();
  /** Gives the form `fields`, then has Angular check the page (a submit event on the form). */
  const replaceFields = (fields: 'second' | 'none') =>
    page.evaluate((fields) => {
      const scope = window as unknown as {app: {fields: unknown[]}; second: unknown[]; freshAddress(): unknown[]};
      scope.app.fields = fields === 'second' ? (scope.second = scope.freshAddress()) : [];
      document.querySelector('form')!.dispatchEvent(new Event('submit', {cancelable: true}));
    }, fields);
  /** props.label of the region in the first and the second set of configs. */
  const regionLabels = () =>
    page.evaluate(() => {
      const scope = window as unknown as {first: {props: {label: string}}[]; second: {props: {label: string}}[]};
      return [scope.first[1]!.props.label, scope.second[1]!.props.label];
    });
  await replaceFields('second');
  await expect(country).toHaveValue('US');
  await expect(page.getByRole('textbox', {name: 'Region'}), 'the new config shows its own label').toBeVisible();
  await country.fill('PT');
  await country.fill('US');
  expect(await regionLabels(), "the first config's stream still runs; the second has none").toEqual([
    'State',
    'Region',
  ]);
  await expect(page.getByRole('textbox', {name: 'Region'})).toBeVisible();
  await country.fill('PT');
  expect(await regionLabels()).toEqual(['Region', 'Region']);
  await replaceFields('none');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  // The country control the first stream listens to, given 'US' now that no <formly-field> is left.
  await page.evaluate(() => {
    const scope = window as unknown as {first: {formControl: {setValue(value: string): void}}[]};
    scope.first[0]!.formControl.setValue('US');
  });
  expect(await regionLabels(), 'the stream stopped with its <formly-field>').toEqual(['Region', 'Region']);
});

/**
 * Setup code for a form whose onInit hooks return `window.ticks` piped through a tap that logs
 * `<name> <tick>` in `window.seen`: `window.tickStream(name)` is such a hook.
 */
const tickSetup = `import {Subject, tap} from 'rxjs';
window.ticks = new Subject();
window.seen = [];
window.tickStream = (name) => () => window.ticks.pipe(tap((tick) => window.seen.push(name + ' ' + tick)));`;

/** Emits `value` on `window.ticks` and returns everything the hooks' streams have logged so far. */
function tick(page: Page, value: number) {
  return page.evaluate((value) => {
    const scope = window as unknown as {ticks: {next(value: number): void}; seen: string[]};
    scope.ticks.next(value);
    return [...scope.seen];
  }, value);
}

/**
 * Gives the form (`window.app`) the fields `window.nextFields(name)` returns, or none when `name`
 * is null, then has Angular check the page (a submit event on the form).
 */
function showNextFields(page: Page, name: string | null) {
  return page.evaluate((name) => {
    const scope = window as unknown as {app: {fields: unknown[]}; nextFields(name: string): unknown[]};
    scope.app.fields = name === null ? [] : scope.nextFields(name);
    document.querySelector('form')!.dispatchEvent(new Event('submit', {cancelable: true}));
  }, name);
}

test('an Observable returned from onInit runs at every emission until the <formly-field> that called the hook is destroyed: while the field is hidden, and after the fields are replaced by as many new ones, but not once the form has no fields [guide/properties-options#oninit-observable-each-emission, guide/properties-options#hook-subscription-until-formly-field-destroyed]', async ({
  page,
}) => {
  await openBootstrapForm(
    page,
    `${tickSetup}
window.nextFields = (name) => [
  {key: 'show', type: 'checkbox', props: {label: 'Show the ' + name + ' note'}},
  {
    key: 'note',
    type: 'input',
    props: {label: 'Note'},
    expressions: {hide: (field) => !field.model.show},
    hooks: {onInit: window.tickStream(name)},
  },
];`,
    '(window.app = this, window.nextFields("first"))',
    {show: false},
  );
  expect(await tick(page, 1), 'the note is hidden, its <formly-field> is not destroyed').toEqual(['first 1']);
  await showNextFields(page, 'second');
  await page.getByRole('checkbox', {name: 'Show the second note'}).check();
  await expect(page.getByRole('textbox', {name: 'Note'})).toBeVisible();
  expect(await tick(page, 2), 'the same <formly-field> now shows a new config; the first hook still runs').toEqual([
    'first 1',
    'first 2',
  ]);
  await showNextFields(page, null);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  expect(await tick(page, 3), 'the <formly-field> is destroyed').toEqual(['first 1', 'first 2']);
});

test("dropping the first of three fields, the others kept as they are: each onInit stream stays with the <formly-field> that called the hook, so the dropped field's stream keeps running and the last field's stops, though that field is still shown [guide/properties-options#hook-subscription-until-formly-field-destroyed, guide/expression-properties#oninit-observable-sets-property, examples/cascaded-select#hook-unsubscribes-formly-field-destroyed]", async ({
  page,
}) => {
  await openBootstrapForm(
    page,
    `${tickSetup}
window.threeFields = ['a', 'b', 'c'].map((key) => ({
  key,
  type: 'input',
  props: {label: 'Field ' + key},
  hooks: {onInit: window.tickStream(key)},
}));
window.nextFields = () => window.threeFields.slice(1);`,
    '(window.app = this, window.threeFields)',
  );
  expect(await tick(page, 1)).toEqual(['a 1', 'b 1', 'c 1']);
  await showNextFields(page, 'the last two');
  await expect(page.getByRole('textbox')).toHaveCount(2);
  await expect(page.getByRole('textbox', {name: 'Field c'}), 'the last field is still shown').toBeVisible();
  await expect(page.getByRole('textbox', {name: 'Field a'})).toHaveCount(0);
  expect(
    await tick(page, 2),
    "the dropped field's stream runs on the <formly-field> that called its hook; the third <formly-field> was destroyed with the last field's stream",
  ).toEqual(['a 1', 'b 1', 'c 1', 'a 2', 'b 2']);
});
