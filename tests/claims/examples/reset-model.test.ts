/**
 * Claims of docs/examples/form-options/reset-model.mdx (and the comments of its app.ts), run
 * against @ngx-formly/core 7.1.0 with the demo's own fields, model and options.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, watchField} from '../support/formly';
import {demoApp} from '../support/examples-extra';

/** The demo's own fields, model and options (app.ts), connected to the model. */
function profileForm() {
  const {fields, model, options} = demoApp('form-options/reset-model');
  const built = buildForm(fields, {model, options});
  built.fields.forEach((field) => watchField(field));
  return built;
}

/** What a reader's typing does to the nickname control: a new value, dirty and touched. */
function typeNickname(built: ReturnType<typeof profileForm>, value: string) {
  const nickname = built.form.get('nickname')!;
  nickname.setValue(value);
  nickname.markAsDirty();
  nickname.markAsTouched();
}

test('resetModel() sets every field back to the initial values, and the controls are pristine and untouched again [examples/reset-model#resetmodel-rebuilds-resets-controls]', () => {
  const built = profileForm();
  typeNickname(built, 'samantha');
  assert.equal(built.model['nickname'], 'samantha');
  built.options.resetModel!();
  assert.deepEqual(built.model, {nickname: 'sam', city: 'Lisbon', newsletter: false});
  const nickname = built.form.get('nickname')!;
  assert.deepEqual([nickname.value, nickname.pristine, nickname.untouched], ['sam', true, true]);
});

test('updateInitialValue() takes the current values as the new initial ones: the next resetModel() returns to them [examples/reset-model#resetmodel-rebuilds-resets-controls]', () => {
  const built = profileForm();
  typeNickname(built, 'samantha');
  built.options.updateInitialValue!();
  typeNickname(built, 'sammy');
  built.options.resetModel!();
  assert.equal(built.model['nickname'], 'samantha', 'the saved value stays');
  assert.equal(built.form.get('nickname')!.value, 'samantha');
});

test('resetModel(model) swaps the whole model at once and forgets touched and dirty states [examples/reset-model#resetmodel-rebuilds-resets-controls]', () => {
  const built = profileForm();
  typeNickname(built, 'samantha');
  built.options.resetModel!({nickname: 'alex', city: 'Osaka', newsletter: true});
  assert.deepEqual(built.model, {nickname: 'alex', city: 'Osaka', newsletter: true});
  assert.deepEqual(built.form.value, {nickname: 'alex', city: 'Osaka', newsletter: true});
  assert.equal(built.form.pristine && built.form.untouched, true);
});
