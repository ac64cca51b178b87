/**
 * Claims of docs/examples/validation/toggle-required.mdx, run against @ngx-formly/core 7.1.0
 * with the example's fields (app.ts) and required message (app.config.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, shownMessage, type FormlyFieldConfig} from '../support/formly';

function callbackForm() {
  const fields: FormlyFieldConfig[] = [
    {key: 'name', type: 'input', props: {label: 'Name', required: true}},
    {key: 'callMe', type: 'checkbox', props: {label: 'Call me back instead of writing'}},
    {
      key: 'phone',
      type: 'input',
      props: {type: 'tel', label: 'Phone number'},
      expressions: {'props.required': 'model.callMe'},
    },
    {
      key: 'email',
      type: 'input',
      props: {type: 'email', label: 'E-mail'},
      expressions: {'props.required': (field: FormlyFieldConfig) => !field.model?.callMe},
    },
  ];
  return buildForm(fields, {
    model: {name: 'Ada'},
    configs: [
      {validationMessages: [{name: 'required', message: (_error, field) => `${field.props?.label} is required.`}]},
    ],
  });
}

test('the string and the function read the same checkbox: exactly one of phone and e-mail is required at any time', () => {
  const built = callbackForm();
  const [, , phone, email] = built.fields as FormlyFieldConfig[];
  const required = () => [!!phone!.props!.required, !!email!.props!.required];
  assert.deepEqual(required(), [false, true]);
  changeModel(built, {callMe: true});
  assert.deepEqual(required(), [true, false]);
  changeModel(built, {callMe: false});
  assert.deepEqual(required(), [false, true]);
});

test("when the result changes, Formly adds or removes Angular's required validator, and the form's validity follows immediately", () => {
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
