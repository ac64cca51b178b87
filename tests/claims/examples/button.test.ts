/**
 * Claims of docs/examples/other/button.mdx (and the comments of its app.ts and app.config.ts),
 * run against @ngx-formly/core 7.1.0 with the example's fields and button type registration.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, type FormlyFieldConfig} from '../support/formly';
import {RenderedType} from '../support/examples-extra';

function passwordForm() {
  const passwordField: FormlyFieldConfig = {key: 'password', type: 'input', props: {label: 'Password'}};
  const clear: FormlyFieldConfig = {
    type: 'button',
    props: {text: 'Clear', onClick: () => passwordField.formControl?.reset()},
    expressions: {'props.disabled': '!model.password'},
  };
  const generate: FormlyFieldConfig = {
    type: 'button',
    props: {text: 'Generate a password', onClick: () => passwordField.formControl?.setValue('maple-orbit-lantern')},
  };
  const built = buildForm(
    [
      {key: 'account', type: 'input'},
      passwordField,
      {fieldGroupClassName: 'd-flex gap-2 mb-3', fieldGroup: [generate, clear]},
    ],
    {
      configs: [
        {wrappers: [{name: 'form-field', component: RenderedType}]},
        {types: [{name: 'button', component: RenderedType, wrappers: []}]},
      ],
    },
  );
  return {built, passwordField, generate, clear};
}

test('registered with wrappers: [], the button type gets no form-field wrapper; a type that extends nothing gets none anyway', () => {
  const {generate} = passwordForm();
  assert.deepEqual(generate.wrappers, []);
  const plain = buildForm([{type: 'plain-button'}], {
    configs: [{types: [{name: 'plain-button', component: RenderedType}]}],
  });
  assert.deepEqual(plain.fields[0]!.wrappers, []);
});

test('the empty list matters for a type that extends one with wrappers, such as input', () => {
  const configs = (wrappers?: string[]) => [
    {wrappers: [{name: 'form-field', component: RenderedType}]},
    {types: [{name: 'input', component: RenderedType, wrappers: ['form-field']}]},
    {types: [{name: 'link-button', extends: 'input', ...(wrappers ? {wrappers} : {})}]},
  ];
  assert.deepEqual(buildForm([{type: 'link-button'}], {configs: configs()}).fields[0]!.wrappers, ['form-field']);
  assert.deepEqual(buildForm([{type: 'link-button'}], {configs: configs([])}).fields[0]!.wrappers, []);
});

test('the buttons have no key and no value: they add nothing to the form or the model', () => {
  const {built} = passwordForm();
  assert.deepEqual(Object.keys(built.form.controls), ['account', 'password']);
  assert.deepEqual(Object.keys(built.model), []);
});

test('passwordField.formControl is filled in by Formly when it builds the form, so the callbacks reach it', () => {
  const {built, passwordField, generate} = passwordForm();
  assert.equal(passwordField.formControl, built.form.get('password'));
  (generate.props!['onClick'] as () => void)();
  assert.equal(built.form.get('password')!.value, 'maple-orbit-lantern');
});

test("custom types take part in expressions: '!model.password' disables Clear while there is nothing to clear", () => {
  const {built, clear} = passwordForm();
  assert.equal(clear.props!.disabled, true);
  changeModel(built, {password: 'maple-orbit-lantern'});
  assert.equal(clear.props!.disabled, false);
});
