/**
 * Claims of docs/examples/validation/toggle-required.mdx, run against @ngx-formly/core 7.1.0
 * with the demo's own fields (app.ts) and a copy of its required message (app.config.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, shownMessage, type FormlyFieldConfig} from '../support/formly';
import {demoApp} from '../support/examples-extra';
import {browserKits} from '../../../lib/kits';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';

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

test("the form's validity follows immediately, and so does the kit's required marker: an asterisk next to the label in every kit but Ionic, whose fields show no marker [examples/toggle-required#required-marker-follows-except-ionic, examples/toggle-required#asterisks-swap-except-ionic]", () => {
  const built = callbackForm();
  const [, , phone] = built.fields as FormlyFieldConfig[];
  changeModel(built, {callMe: true});
  assert.equal(phone!.props!.required, true, 'the prop every kit template reads for its marker');
  assert.equal(built.form.valid, false, 'the validity line changes at once');
  // What each kit draws for a required field of the demo's types, measured in Chromium
  // (lib/kits/<kit>/behaviour.json), for every browser kit: the kit switcher offers them all
  // for an example whose types every kit has (lib/kit-variants.ts).
  const types = new Set(
    (demoApp('validation/toggle-required').fields as FormlyFieldConfig[]).map((field) => field.type),
  );
  const markers = browserKits.flatMap(({name: kit}) =>
    readKitBehaviour(kit)
      .types.filter((measured) => types.has(measured.type) && measured.type !== 'checkbox')
      .map((measured) => ({kit, marker: measured.required.marker})),
  );
  assert.equal(markers.length, browserKits.length, 'each kit measured for the input type of phone and e-mail');
  assert.deepEqual(
    markers.filter(({marker}) => marker === 'none').map(({kit}) => kit),
    ['ionic'],
  );
});
