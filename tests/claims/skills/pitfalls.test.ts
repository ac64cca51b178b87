/**
 * Claims of the skills' references/pitfalls.md (mcp/src/skills.ts writes them), run against
 * @ngx-formly/core 7.1.0: the model of a field inside a keyed group, a string in
 * validators.validation, and an expressions key that is no member of the field.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, type FormlyFieldConfig} from '../support/formly';

test('inside a keyed group, an expression reads the group object as model: model.city, not model.address.city', () => {
  const group = (hide: string): FormlyFieldConfig[] => [
    {
      key: 'address',
      fieldGroup: [
        {key: 'city', type: 'input'},
        {key: 'zip', type: 'input', expressions: {hide}},
      ],
    },
  ];
  const relative = buildForm(group('!model.city'), {model: {address: {city: ''}}});
  const zip = relative.fields[0]!.fieldGroup![1]!;
  assert.equal(zip.hide, true);
  changeModel(relative, {address: {city: 'Lyon'}});
  assert.equal(zip.hide, false, 'model.city reads the group object');

  const fromRoot = buildForm(group('!model.address.city'), {model: {address: {city: 'Lyon'}}});
  assert.equal(fromRoot.fields[0]!.fieldGroup![1]!.hide, true, 'model.address.city reads undefined inside the group');
});

test('a string in validators.validation stops the form build; an array of names does not', () => {
  const fields = (validation: unknown): FormlyFieldConfig[] => [
    {key: 'ip', type: 'input', validators: {validation} as FormlyFieldConfig['validators']},
  ];
  const configs = [{validators: [{name: 'ip', validation: () => null}]}];
  assert.throws(() => buildForm(fields('ip'), {configs}), /validation\.map is not a function/);
  assert.doesNotThrow(() => buildForm(fields(['ip']), {configs}));
});

test("an expressions key that is no member of the field is set on the field object, and hide stays unset", () => {
  const built = buildForm([{key: 'name', type: 'input', expressions: {hidden: 'true'}}]);
  const field = built.fields[0]! as FormlyFieldConfig & {hidden?: unknown};
  assert.equal(field.hidden, true);
  assert.notEqual(field.hide, true);
  assert.equal(built.form.get('name') !== null, true, 'the field stays in the form');
});
