/**
 * Claims of docs/examples/advanced/repeating-section-input.mdx (and the comment of its app.ts),
 * run against @ngx-formly/core 7.1.0 with the demo's own fields and model and a FieldArrayType, as list-type.ts.
 */
import {test} from 'node:test';
import type * as FormlyCore from '../../../demos/node_modules/@ngx-formly/core';
import assert from 'node:assert/strict';
import {demoApp} from '../support/examples-extra';
import {buildForm, formly, optionsWithViewContainer, type FormlyFieldConfig} from '../support/formly';

class ListType extends formly.FieldArrayType {}

/** The demo's own fields and model (app.ts), with `fieldArray` as the list's template when given. */
function shareForm(fieldArray?: FormlyFieldConfig) {
  const {fields, model} = demoApp('advanced/repeating-section-input');
  if (fieldArray) {
    fields[1]!.fieldArray = fieldArray;
  }
  const built = buildForm(fields, {
    model,
    options: optionsWithViewContainer(),
    configs: [{types: [{name: 'list', component: ListType}]}],
  });
  const list = new ListType();
  list.field = built.fields[1]! as FormlyCore.FieldArrayTypeConfig;
  return {built, list};
}

/** The demo's own item template: one keyless e-mail field. */
const emailItem = () => demoApp('advanced/repeating-section-input').fields[1]!.fieldArray as FormlyFieldConfig;

test('with a keyless fieldArray template each item is the array element itself: the model holds an array of strings [examples/repeating-section-input#keyless-fieldarray-template-makes]', () => {
  const {built, list} = shareForm(emailItem());
  assert.equal(built.fields[1]!.fieldGroup![0]!.formControl!.value, 'lee@example.org');
  list.add();
  built.fields[1]!.fieldGroup![1]!.formControl!.setValue('kim@example.org');
  (built.model['shareWith'] as string[])[1] = 'kim@example.org';
  assert.deepEqual(built.form.get('shareWith')!.value, ['lee@example.org', 'kim@example.org']);
});

test("a single-field template's key is replaced by the item's position: the items stay the array elements", () => {
  const {built} = shareForm({...emailItem(), key: 'email'});
  assert.equal(built.fields[1]!.fieldGroup![0]!.key, '0');
  assert.deepEqual(built.form.get('shareWith')!.value, ['lee@example.org']);
});

test('a template that is a group of keyed fields makes each item an object [examples/repeating-section-input#fieldarray-template-single-field, examples/repeating-section-input#keyless-fieldarray-template-makes]', () => {
  const {built} = shareForm({fieldGroup: [{...emailItem(), key: 'email'}]});
  assert.deepEqual(built.form.get('shareWith')!.value, [{email: undefined}]);
});

test('every item is validated on its own, and an empty entry asks to be filled in [examples/repeating-section-input#keyless-fieldarray-template-makes]', () => {
  const {built, list} = shareForm(emailItem());
  list.add();
  const items = built.fields[1]!.fieldGroup!;
  assert.deepEqual(items[1]!.formControl!.errors, {required: true});
  items[0]!.formControl!.setValue('lee@');
  assert.deepEqual(items[0]!.formControl!.errors, {email: true});
});
