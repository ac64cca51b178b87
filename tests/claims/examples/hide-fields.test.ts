/**
 * Claims of docs/examples/field-options/hide-fields.mdx (and the comments of its app.ts), run
 * against @ngx-formly/core 7.1.0 with the demo's own fields and model.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, renderFormlyField, type FormlyFieldConfig} from '../support/formly';
import {changeRenderedField, demoApp, renderedTypes, type DemoApp} from '../support/examples-extra';

/** The demo's own fields, model and notesField (app.ts). */
function adoptionForm() {
  const {fields, model, notesField} = demoApp<DemoApp & {notesField: FormlyFieldConfig}>('field-options/hide-fields');
  const built = buildForm(fields, {
    model,
    configs: [renderedTypes('radio', 'multicheckbox', 'textarea')],
  });
  return {built, notesField};
}

test('a whole group hides at once, and its controls leave the form; model in its expression is the top-level model [examples/hide-fields#setting-hide-directly-watched-hidden]', () => {
  const {built} = adoptionForm();
  assert.ok(built.form.get('landlord.name'));
  changeModel(built, {housing: 'own'});
  assert.equal(built.fields[1]!.hide, true);
  assert.equal(built.form.get('landlord'), null);
});

test('a hidden field neither blocks validity nor appears in form.value [examples/hide-fields#setting-hide-directly-watched-hidden]', () => {
  const {built} = adoptionForm();
  const landlordName = built.fields[1]!.fieldGroup![0]!.fieldGroup![0]!;
  landlordName.props!.required = true;
  built.form.get('landlord.name')!.setValue('');
  assert.equal(built.form.valid, false);
  changeModel(built, {housing: 'own'});
  assert.equal(built.form.valid, true);
  assert.equal('landlord' in built.form.value, false);
});

test('by default a hidden field is cleared from the model (resetOnHide): untick "I already have pets" and otherPetKinds goes [examples/hide-fields#setting-hide-directly-watched-hidden]', () => {
  const {built} = adoptionForm();
  changeModel(built, {otherPets: true});
  changeModel(built, {otherPetKinds: {cat: true}});
  changeModel(built, {otherPets: false});
  assert.equal('otherPetKinds' in built.model, false);
});

test('resetOnHide: false on the field keeps its value while it is hidden [examples/hide-fields#setting-hide-directly-watched-hidden]', () => {
  const built = buildForm(
    [
      {key: 'otherPets', type: 'checkbox'},
      {key: 'otherPetKinds', type: 'input', resetOnHide: false, expressions: {hide: '!model.otherPets'}},
    ],
    {model: {otherPets: true, otherPetKinds: {cat: true}}},
  );
  changeModel(built, {otherPets: false});
  assert.deepEqual(built.model['otherPetKinds'], {cat: true});
});

test('extras: { resetFieldOnHide: false } keeps values of every field while hidden [examples/hide-fields#setting-hide-directly-watched-hidden]', () => {
  const built = buildForm(
    [
      {key: 'otherPets', type: 'checkbox'},
      {key: 'kinds', type: 'input', expressions: {hide: '!model.otherPets'}},
    ],
    {
      model: {otherPets: true, kinds: 'cat'},
      configs: [{extras: {resetFieldOnHide: false}}],
    },
  );
  changeModel(built, {otherPets: false});
  assert.equal(built.model['kinds'], 'cat');
});

test('changing hide directly is watched: flipping notesField.hide puts its control in the form and takes it out again [examples/hide-fields#setting-hide-directly-watched-hidden]', () => {
  const {built, notesField} = adoptionForm();
  renderFormlyField(built, notesField);
  assert.equal(built.form.get('notes'), null, 'hidden from the start');
  changeRenderedField(() => (notesField.hide = false));
  assert.ok(built.form.get('notes'), 'setting the property is enough');
  changeRenderedField(() => (notesField.hide = true));
  assert.equal(built.form.get('notes'), null);
});
