/**
 * Claims of docs/guide/faq.mdx, run against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, forms, withFieldChanges} from '../support/formly';

const fields = () => [
  {key: 'title', type: 'input'},
  {key: 'copies', type: 'input', defaultValue: 3},
];

test('form.disable() before the build is lost: the build enables the form group again', () => {
  const form = new forms.FormGroup({});
  form.disable();
  const built = buildForm(fields(), {form});
  assert.equal(built.form.disabled, false);
  assert.equal(built.form.get('title')!.disabled, false);
});

test('disabled after the build, the form stays disabled, even when options.build() runs again', () => {
  const built = buildForm(fields());
  built.form.disable();
  built.options.build!();
  assert.equal(built.form.disabled, true);
  assert.equal(built.form.get('title')!.disabled, true);
});

test("form.valueChanges emits once when the form is built, with the model's values and the defaults", () => {
  const form = new forms.FormGroup({});
  const values: unknown[] = [];
  form.valueChanges.subscribe((value) => values.push(value));
  const built = buildForm(fields(), {form, model: {title: 'Dune'}});
  assert.deepEqual(values, [{title: 'Dune', copies: 3}]);
  built.options.build!();
  assert.equal(values.length, 1, 'a rebuild that changes no value adds nothing');
});

test("the build puts no 'valueChanges' event on options.fieldChanges", () => {
  const {options, events} = withFieldChanges();
  buildForm(fields(), {options, model: {title: 'Dune'}});
  assert.deepEqual(
    events.filter((event) => event.type === 'valueChanges'),
    [],
  );
});
