/**
 * Claims of docs/examples/validation/disable-submit-button.mdx, run against @ngx-formly/core 7.1.0
 * with the example's fields (app.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, type FormlyFieldConfig} from '../support/formly';

function rsvpForm() {
  const fields: FormlyFieldConfig[] = [
    {key: 'name', type: 'input', props: {label: 'Your name', required: true}},
    {
      key: 'attending',
      type: 'radio',
      props: {
        label: 'Will you come?',
        required: true,
        options: [
          {value: 'yes', label: 'Yes, count me in'},
          {value: 'no', label: 'Sorry, I cannot make it'},
        ],
      },
    },
    {
      key: 'guests',
      type: 'input',
      props: {type: 'number', label: 'Number of guests', required: true, min: 1, max: 4},
      expressions: {hide: 'model.attending !== "yes"'},
    },
  ];
  return buildForm(fields, {model: {guests: 1}, configs: [{types: [{name: 'radio'}]}]});
}

test('form.invalid stays true while any visible control has an error', () => {
  const built = rsvpForm();
  assert.equal(built.form.invalid, true, 'nothing answered yet');
  changeModel(built, {name: 'Ada', attending: 'yes'});
  built.form.patchValue({name: 'Ada', attending: 'yes'});
  built.form.get('guests')!.setValue(9);
  assert.deepEqual(built.form.get('guests')!.errors, {max: {max: 4, actual: 9}});
  assert.equal(built.form.invalid, true);
});

test("a hidden field's control leaves the form: it neither blocks validity nor appears in form.value", () => {
  const built = rsvpForm();
  changeModel(built, {attending: 'yes'});
  built.form.patchValue({name: 'Ada', attending: 'yes'});
  built.form.get('guests')!.setValue(9);
  assert.equal(built.form.invalid, true);
  built.form.get('attending')!.setValue('no');
  changeModel(built, {attending: 'no'});
  assert.equal(built.form.get('guests'), null);
  assert.equal(built.form.valid, true, 'the 9 guests no longer count');
  assert.deepEqual(built.form.value, {name: 'Ada', attending: 'no'});
});

test('choosing "Yes" again brings the field back with its validation', () => {
  const built = rsvpForm();
  changeModel(built, {name: 'Ada', attending: 'yes'});
  built.form.patchValue({name: 'Ada', attending: 'yes'});
  changeModel(built, {attending: 'no'});
  built.form.get('attending')!.setValue('no');
  changeModel(built, {attending: 'yes'});
  built.form.get('attending')!.setValue('yes');
  const guests = built.form.get('guests')!;
  assert.ok(guests, 'the control is back in the form');
  assert.deepEqual(guests.errors, {required: true}, 'its value was cleared on hide, so required reports it');
  assert.equal(built.form.invalid, true);
});
