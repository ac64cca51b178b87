/**
 * Claims of docs/examples/validation/disable-submit-button.mdx, run against @ngx-formly/core 7.1.0
 * with the demo's own fields and model (app.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel} from '../support/formly';
import {demoApp} from '../support/examples-extra';

/** The demo's own fields and model (app.ts). */
function rsvpForm() {
  const {fields, model} = demoApp('validation/disable-submit-button');
  return buildForm(fields, {model, configs: [{types: [{name: 'radio'}]}]});
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

test("a hidden field's control leaves the form: it neither blocks validity nor appears in form.value [examples/disable-submit-button#hidden-field-s-control-leaves]", () => {
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
