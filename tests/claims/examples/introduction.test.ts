/**
 * Claims of docs/examples/introduction.mdx ("Reading the first example"), run against
 * @ngx-formly/core 7.1.0 with the demo's own fields (app.ts) and a copy of its messages (app.config.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, shownMessage, watchField} from '../support/formly';
import {demoApp} from '../support/examples-extra';

/** The demo's own fields and model (app.ts), with a copy of its messages (app.config.ts). */
function signUpForm() {
  const {fields, model} = demoApp('introduction');
  return buildForm(fields, {
    model,
    configs: [
      {
        validationMessages: [
          {name: 'required', message: 'Please fill in this field.'},
          {name: 'email', message: 'That does not look like an e-mail address.'},
        ],
      },
    ],
  });
}

test("<formly-form> creates a control for each key; the required fields get Angular's required validator from props.required [examples/introduction#messages-registered-once-app-config]", () => {
  const built = signUpForm();
  assert.deepEqual(Object.keys(built.form.controls), ['fullName', 'email', 'track', 'remindMe']);
  assert.deepEqual(
    ['fullName', 'email', 'track', 'remindMe'].map((key) => built.form.get(key)!.errors),
    [{required: true}, {required: true}, {required: true}, null],
  );
  assert.equal(shownMessage(built, built.fields[0]!), 'Please fill in this field.', 'worded once, in app.config.ts');
});

test('the e-mail field adds an Angular validator through validators.validation [examples/introduction#messages-registered-once-app-config]', () => {
  const built = signUpForm();
  built.form.get('email')!.setValue('ada@');
  assert.deepEqual(built.form.get('email')!.errors, {email: true});
  assert.equal(shownMessage(built, built.fields[1]!), 'That does not look like an e-mail address.');
  built.form.get('email')!.setValue('ada@example.org');
  assert.equal(built.form.get('email')!.errors, null);
});

test('typing into a field writes straight into the model object [examples/introduction#messages-registered-once-app-config]', () => {
  const built = signUpForm();
  const model = built.model;
  built.fields.forEach((field) => watchField(field));
  built.form.get('fullName')!.setValue('Ada Lovelace');
  assert.equal(built.model, model, 'the same object');
  assert.deepEqual(model, {remindMe: true, fullName: 'Ada Lovelace'});
});
