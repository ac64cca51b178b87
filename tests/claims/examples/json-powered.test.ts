/**
 * Claims of docs/examples/other/json-powered.mdx, run against @ngx-formly/core 7.1.0 with the
 * demo's own fields (its bug-report.form.json) and model, under the CSP-safe parser its app.config.ts registers.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildForm, changeModel, shownMessage} from '../support/formly';
import {demoApp, demoSource} from '../support/examples-extra';

/** Builds the demo's own fields (a copy of the JSON, as app.ts makes) and model with withFormlyFieldExpression() (buildForm's default), recording console errors. */
function bugReport() {
  const errors: unknown[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const {fields, model} = demoApp('other/json-powered');
    const built = buildForm(fields, {model});
    return {built, errors, steps: built.fields[3]!};
  } finally {
    console.error = consoleError;
  }
}

test('both string expressions parse with withFormlyFieldExpression(): the steps are hidden until the box is ticked [examples/json-powered#under-strict-csp-json-form]', () => {
  const {built, errors, steps} = bugReport();
  assert.deepEqual(errors, []);
  assert.equal(steps.hide, true);
  assert.equal(built.form.get('steps'), null);
  changeModel(built, {reproducible: true});
  assert.equal(steps.hide, false);
  assert.ok(built.form.get('steps'));
});

test('the steps become required for high-severity reports, with the message from the JSON [examples/json-powered#under-strict-csp-json-form]', () => {
  const {built, steps} = bugReport();
  changeModel(built, {reproducible: true});
  assert.equal(built.form.get('steps')!.errors, null, 'medium severity');
  changeModel(built, {severity: 'high'});
  assert.deepEqual(built.form.get('steps')!.errors, {required: true});
  assert.equal(shownMessage(built, steps), 'High-severity reports need the steps.');
});

test('pattern as a string is accepted by Angular in place of a regular expression [examples/json-powered#pattern-given-string-accepted]', () => {
  const {built} = bugReport();
  const version = built.form.get('version')!;
  version.setValue('7.1');
  assert.deepEqual(Object.keys(version.errors!), ['pattern']);
  version.setValue('7.1.0');
  assert.equal(version.errors, null);
});

test("importing the JSON takes resolveJsonModule, on in the example's tsconfig.json, and TypeScript checks it against FormlyFieldConfig[]: app.ts assigns it without a cast [examples/json-powered#imported-json-type-checked]", () => {
  // The type check itself is the demos' build (ng build, and npm run typecheck --prefix demos),
  // which compiles app.ts: this test holds the two facts it rests on.
  const tsconfig = JSON.parse(readFileSync(path.join(__dirname, '../../../demos/tsconfig.json'), 'utf8')) as {
    compilerOptions: {resolveJsonModule?: boolean};
  };
  assert.equal(tsconfig.compilerOptions.resolveJsonModule, true);
  const app = demoSource('other/json-powered', 'app.ts');
  assert.match(app, /^import bugReportForm from '\.\/bug-report\.form\.json';$/m);
  assert.match(app, /readonly fields: FormlyFieldConfig\[\] = structuredClone\(bugReportForm\);/);
  assert.doesNotMatch(app, /\bas (unknown|FormlyFieldConfig)/, 'no cast that would turn the check off');
});
