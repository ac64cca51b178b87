/**
 * Claims of docs/examples/validation/validation-message.mdx, run against @ngx-formly/core 7.1.0
 * with the demo's own fields and model (app.ts) and a copy of its application messages
 * (app.config.ts).
 */
import {mock, test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, rxjs, shownMessage, type ConfigOption, type FormlyFieldConfig} from '../support/formly';
import {demoApp} from '../support/examples-extra';

const appMessages: ConfigOption = {
  validationMessages: [
    {name: 'required', message: 'Please fill this in.'},
    {
      name: 'minLength',
      message: (error: {requiredLength: number}, field: FormlyFieldConfig) =>
        `${field.props?.label} needs ${error.requiredLength} characters or more.`,
    },
    {name: 'max', message: 'That number is too high.'},
  ],
};

/** The demo's own fields and model (app.ts). */
function discountForm() {
  const {fields, model} = demoApp('validation/validation-message');
  return buildForm(fields, {model, configs: [appMessages]});
}

test("the field's own validation.messages comes first: the discount reads its own max message, not the application's", () => {
  const built = discountForm();
  assert.equal(shownMessage(built, built.fields[1]!), 'Discounts stop at 90 %.');
});

test('a cleared discount gets the required message from app.config.ts, as the field defines none of its own [examples/validation-message#inline-validator-messages-win-over]', () => {
  const built = discountForm();
  built.form.get('percent')!.setValue(null);
  assert.equal(shownMessage(built, built.fields[1]!), 'Please fill this in.');
});

test('a message may be a function of the error object and the field', () => {
  const built = discountForm();
  built.form.get('code')!.setValue('ab');
  assert.equal(shownMessage(built, built.fields[0]!), 'Discount code needs 4 characters or more.');
});

test('a message may return an Observable of a string: the text arrives when it emits [examples/validation-message#messages-may-return-observable]', () => {
  // The demo's text arrives 200 ms after subscription.
  mock.timers.enable({apis: ['setTimeout', 'setInterval', 'Date']});
  try {
    const built = discountForm();
    const shown: string[] = [];
    const message = shownMessage(built, built.fields[2]!);
    assert.ok(rxjs.isObservable(message));
    (message as import('../../../demos/node_modules/rxjs').Observable<string>).subscribe((text) => shown.push(text));
    assert.deepEqual(shown, []);
    mock.timers.tick(200);
    assert.deepEqual(shown, ['Codes without an end date are not allowed.']);
  } finally {
    mock.timers.reset();
  }
});

test('an inline { expression, message } validator brings its message, which wins over both places [examples/validation-message#inline-validator-messages-win-over]', () => {
  const built = buildForm(
    [
      {
        key: 'code',
        type: 'input',
        validators: {required: {expression: () => false, message: 'From the validator.'}},
        validation: {messages: {required: 'From the field.'}},
      },
    ],
    {configs: [appMessages]},
  );
  assert.equal(shownMessage(built, built.fields[0]!), 'From the validator.');
});

test("an error object's own message is used when the field declares no message for the error, and the field's wins otherwise", () => {
  const postcode = () => ({postcode: {message: 'Unknown postcode.'}});
  const bare = buildForm([{key: 'zip', type: 'input', validators: {validation: [postcode]}}], {
    configs: [appMessages, {validationMessages: [{name: 'postcode', message: 'Global postcode text.'}]}],
  });
  assert.equal(shownMessage(bare, bare.fields[0]!), 'Unknown postcode.');
  const own = buildForm(
    [
      {
        key: 'zip',
        type: 'input',
        validators: {validation: [postcode]},
        validation: {messages: {postcode: 'From the field.'}},
      },
    ],
    {configs: [appMessages]},
  );
  assert.equal(shownMessage(own, own.fields[0]!), 'From the field.');
});

test('with no message for an error, nothing is printed, although the field is still invalid [examples/validation-message#inline-validator-messages-win-over]', () => {
  const built = buildForm([{key: 'zip', type: 'input', validators: {validation: [() => ({postcode: true})]}}], {
    configs: [appMessages],
  });
  assert.equal(built.form.get('zip')!.invalid, true);
  assert.equal(shownMessage(built, built.fields[0]!), undefined);
});
