/**
 * Claims of docs/guide/validation.mdx, run against @ngx-formly/core 7.1.0 and @angular/forms.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, forms} from '../support/formly';

test('required: true accepts an unticked checkbox (false)', () => {
  const {form} = buildForm([{key: 'acceptTerms', type: 'checkbox', props: {required: true}}], {
    model: {acceptTerms: false},
  });
  assert.equal(form.get('acceptTerms')!.valid, true);
});

test('Validators.requiredTrue rejects false with an error named required, and accepts true', () => {
  const {form} = buildForm([
    {
      key: 'acceptTerms',
      type: 'checkbox',
      defaultValue: false,
      validators: {validation: [forms.Validators.requiredTrue]},
    },
  ]);
  const control = form.get('acceptTerms')!;
  assert.deepEqual(control.errors, {required: true});
  control.setValue(true);
  assert.equal(control.valid, true);
});
