/**
 * Claims of docs/guide/validation.mdx, run against @ngx-formly/core 7.1.0 and @angular/forms.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, forms, shownMessage} from '../support/formly';

test('required: true accepts an unticked checkbox (false)', () => {
  const {form} = buildForm([{key: 'acceptTerms', type: 'checkbox', props: {required: true}}], {
    model: {acceptTerms: false},
  });
  assert.equal(form.get('acceptTerms')!.valid, true);
});

test('Validators.requiredTrue rejects false with an error named required, shown with the required message, and accepts true', () => {
  const built = buildForm(
    [
      {
        key: 'acceptTerms',
        type: 'checkbox',
        defaultValue: false,
        validators: {validation: [forms.Validators.requiredTrue]},
      },
    ],
    {configs: [{validationMessages: [{name: 'required', message: 'This field is required.'}]}]},
  );
  const control = built.form.get('acceptTerms')!;
  assert.deepEqual(control.errors, {required: true});
  assert.equal(shownMessage(built, built.fields[0]!), 'This field is required.');
  control.setValue(true);
  assert.equal(control.valid, true);
});

test('the six props keys switch on Angular validators with these error names and values', () => {
  const {form} = buildForm(
    [
      {key: 'attendees', type: 'input', props: {type: 'number', required: true, min: 1, max: 12}},
      {key: 'badgeName', type: 'input', props: {minLength: 2, maxLength: 4}},
      {key: 'voucher', type: 'input', props: {pattern: /^[A-Z]{4}-\d{4}$/}},
    ],
    {model: {}},
  );
  const errors = (key: string, value: unknown) => {
    const control = form.get(key)!;
    control.setValue(value);
    return control.errors;
  };
  assert.deepEqual(errors('attendees', null), {required: true});
  assert.deepEqual(errors('attendees', 0), {min: {min: 1, actual: 0}});
  assert.deepEqual(errors('attendees', 13), {max: {max: 12, actual: 13}});
  assert.deepEqual(errors('badgeName', 'A'), {minLength: {requiredLength: 2, actualLength: 1}});
  assert.deepEqual(errors('badgeName', 'ABCDE'), {maxLength: {requiredLength: 4, actualLength: 5}});
  assert.deepEqual(errors('voucher', 'abcd'), {pattern: {requiredPattern: '/^[A-Z]{4}-\\d{4}$/', actualValue: 'abcd'}});
});

test('setting props.required = false later removes the validator and validates again', () => {
  const {form, fields} = buildForm([{key: 'attendees', type: 'input', props: {required: true}}]);
  assert.deepEqual(form.get('attendees')!.errors, {required: true});
  fields[0]!.props!.required = false;
  assert.equal(form.get('attendees')!.errors, null);
});
