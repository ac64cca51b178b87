/**
 * Claims of docs/examples/other/json-powered.mdx, run against @ngx-formly/core 7.1.0 with the
 * demo's own fields (its bug-report.form.json) and model, under the CSP-safe parser its app.config.ts registers.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';
import {buildForm, changeModel, core, formly, shownMessage, type FormlyFieldConfig} from '../support/formly';
import {demoApp, demoSource, exampleKits} from '../support/examples-extra';
import {isKitClass, stylesheetClasses} from '../../../lib/kit-code';

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

test("row and col-sm-6 in the JSON are Bootstrap's grid classes: the JSON keeps them in every kit the page offers, and only Bootstrap's stylesheet defines them (not the demos' base styles) [examples/json-powered#row-col-classes-bootstrap-only]", () => {
  const example = exampleKits('other/json-powered');
  const baseClasses = stylesheetClasses(readFileSync(path.join(__dirname, '../../../demos/src/styles.css'), 'utf8'));
  assert.ok(example.kits.length > 1, 'the page offers several kits');
  for (const kit of example.kits) {
    const form = JSON.parse(example.file(kit, 'bug-report.form.json')) as FormlyFieldConfig[];
    const row = form.find((field) => field.fieldGroupClassName === 'row');
    assert.ok(row, `${kit}: a group with the row class`);
    assert.deepEqual(
      row.fieldGroup!.map((field) => field.className),
      ['col-sm-6', 'col-sm-6'],
      `${kit}: two fields side by side`,
    );
    for (const name of ['row', 'col-sm-6']) {
      assert.equal(isKitClass(name, kit), kit === 'bootstrap', `${kit}: ${name} in the kit's stylesheet`);
      assert.equal(baseClasses.has(name), false, `${name} in demos/src/styles.css`);
    }
  }
});

test("what stays in app.config.ts: the kit's field types are component classes and withFormlyFieldExpression() an extension object, neither JSON; the application-wide messages are plain strings, which JSON holds [examples/json-powered#code-holds-classes-messages-plain]", () => {
  // The folder's app.config.ts (Bootstrap), run: the providers it gives the application.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {appConfig} = require('../../../demos/src/examples/other/json-powered/app.config.ts') as {
    appConfig: {providers: AngularCore.Provider[]};
  };
  const injector = core.createEnvironmentInjector(
    [...appConfig.providers, formly.FormlyConfig, formly.FormlyFormBuilder],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
  injector.get(formly.FormlyFormBuilder); // reads the configs into FormlyConfig, as <formly-form> does
  const config = injector.get(formly.FormlyConfig);
  for (const name of ['input', 'checkbox', 'select', 'textarea']) {
    assert.equal(typeof config.types[name]!.component, 'function', `the ${name} type is a component class`);
  }
  const messages = config.messages;
  assert.deepEqual(Object.keys(messages).sort(), ['maxLength', 'required']);
  assert.deepEqual(JSON.parse(JSON.stringify(messages)), messages, 'the messages survive a trip through JSON');
  for (const message of Object.values(messages)) {
    assert.equal(typeof message, 'string');
  }
  // The other kits' versions change the kit feature only: the same messages, the same extension.
  const example = exampleKits('other/json-powered');
  const messagesBlock = (code: string) => /validationMessages: \[[\s\S]*?\]/.exec(code)?.[0];
  for (const kit of example.kits) {
    const code = example.file(kit, 'app.config.ts');
    assert.equal(messagesBlock(code), messagesBlock(example.file('bootstrap', 'app.config.ts')), kit);
    assert.match(code, /^\s+withFormlyFieldExpression\(\),$/m, kit);
  }
});
