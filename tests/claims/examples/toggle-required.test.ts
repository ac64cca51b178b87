/**
 * Claims of docs/examples/validation/toggle-required.mdx, run against @ngx-formly/core 7.1.0
 * with the demo's own fields (app.ts) and a copy of its required message (app.config.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, shownMessage, type FormlyFieldConfig} from '../support/formly';
import {demoApp} from '../support/examples-extra';

/** The demo's own fields (app.ts), with a name filled in. */
function callbackForm() {
  const {fields} = demoApp('validation/toggle-required');
  return buildForm(fields, {
    model: {name: 'Ada'},
    configs: [
      {validationMessages: [{name: 'required', message: (_error, field) => `${field.props?.label} is required.`}]},
    ],
  });
}

test('the string and the function read the same checkbox: exactly one of phone and e-mail is required at any time [examples/toggle-required#changing-props-required-adds-removes]', () => {
  const built = callbackForm();
  const [, , phone, email] = built.fields as FormlyFieldConfig[];
  const required = () => [!!phone!.props!.required, !!email!.props!.required];
  assert.deepEqual(required(), [false, true]);
  changeModel(built, {callMe: true});
  assert.deepEqual(required(), [true, false]);
  changeModel(built, {callMe: false});
  assert.deepEqual(required(), [false, true]);
});

test("when the result changes, Formly adds or removes Angular's required validator, and the form's validity follows immediately [examples/toggle-required#changing-props-required-adds-removes]", () => {
  const built = callbackForm();
  const phone = built.form.get('phone')!;
  const email = built.form.get('email')!;
  assert.deepEqual(email.errors, {required: true});
  assert.equal(phone.errors, null);
  assert.equal(built.form.valid, false);
  changeModel(built, {callMe: true});
  assert.deepEqual(phone.errors, {required: true});
  assert.equal(shownMessage(built, built.fields[2]!), 'Phone number is required.');
  assert.equal(email.errors, null);
  phone.setValue('+41 44 000 00 00');
  assert.equal(built.form.valid, true);
  changeModel(built, {callMe: false});
  assert.equal(built.form.valid, false, 'the e-mail is required again');
});
