/**
 * Claims of docs/examples/validation/force-show-error.mdx, run against @ngx-formly/core 7.1.0
 * with the demo's own fields and options.showError (app.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, showsError} from '../support/formly';
import {demoApp} from '../support/examples-extra';

/** The demo's own fields (app.ts). */
const serverFields = () => demoApp('validation/force-show-error').fields;

/** The demo's rule (its options.showError): errors also show while typing (dirty), and validation.show still forces them. */
const exampleShowError = demoApp('validation/force-show-error').options!.showError;

test('validation: { show: true } shows the server name error from the start [examples/force-show-error#options-showerror-receives-field]', () => {
  const built = buildForm(serverFields());
  assert.equal(showsError(built, built.fields[0]!), true, 'under the default rule');
  assert.equal(showsError(built, built.fields[2]!), false, 'the owner, untouched, shows nothing');
  const withExampleRule = buildForm(serverFields(), {options: {showError: exampleShowError}});
  assert.equal(showsError(withExampleRule, withExampleRule.fields[0]!), true, 'and under the example rule');
});

test('options.showError replaces the rule: the pattern error shows while typing, before the field is left [examples/force-show-error#options-showerror-receives-field]', () => {
  const defaults = buildForm(serverFields());
  const example = buildForm(serverFields(), {options: {showError: exampleShowError}});
  for (const built of [defaults, example]) {
    const address = built.form.get('address')!;
    address.setValue('10.0');
    address.markAsDirty();
  }
  assert.equal(showsError(defaults, defaults.fields[1]!), false, 'the default rule waits for touched');
  assert.equal(showsError(example, example.fields[1]!), true);
});

test('because it replaces the default, a rule that does not check validation.show loses the first lever [examples/force-show-error#options-showerror-receives-field]', () => {
  const built = buildForm(serverFields(), {
    options: {showError: ({formControl}) => !!formControl?.invalid && !!formControl.dirty},
  });
  assert.equal(showsError(built, built.fields[0]!), false);
});

test('form.markAllAsTouched() makes every error the active rule allows appear at once [examples/force-show-error#options-showerror-receives-field]', () => {
  const built = buildForm(serverFields(), {options: {showError: exampleShowError}});
  assert.equal(showsError(built, built.fields[2]!), false);
  built.form.markAllAsTouched();
  assert.deepEqual(
    built.fields.map((field) => showsError(built, field)),
    [true, true, true],
  );
});
