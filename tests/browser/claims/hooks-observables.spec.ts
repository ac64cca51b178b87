import type {Page} from '@playwright/test';
import {test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';

/**
 * Rendering claims of docs/guide/expression-properties.mdx ("A function that returns an
 * Observable") and docs/guide/properties-options.mdx ("No afterViewChecked, afterContentChecked
 * or doCheck hook"), in Chromium: a Bootstrap form compiled just in time on the installed
 * packages, since what a label reads and when a field's control exists need Angular's real
 * rendering (the Node claim tests check what Formly assigns and which hooks it calls).
 */

const stylesheets = ['bootstrap/dist/css/bootstrap.min.css'];

/** Opens a Bootstrap form of `fields` (code), after `setup` (code run before the form is built). */
function openBootstrapForm(page: Page, setup: string, fields: string, model: Record<string, unknown> = {}) {
  return openJitPage(page, {
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
