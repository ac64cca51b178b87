/**
 * Claims of docs/examples/field-options/expression-properties.mdx, run against
 * @ngx-formly/core 7.1.0 with the demo's own fields and model (app.ts).
 */
import {mock, test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, rxjs, watchField} from '../support/formly';
import {demoApp, exampleKits} from '../support/examples-extra';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';

/** The demo's own fields and model (app.ts). */
function addressForm() {
  const {fields, model} = demoApp('field-options/expression-properties');
  return buildForm(fields, {model});
}

test("change the country: the postal code's label and placeholder follow it (function expressions)", () => {
  const built = addressForm();
  const postalCode = built.fields[1]!;
  assert.deepEqual([postalCode.props!.label, postalCode.props!.placeholder], ['ZIP code', '94103']);
  changeModel(built, {country: 'de'});
  assert.deepEqual([postalCode.props!.label, postalCode.props!.placeholder], ['Postleitzahl', '']);
  changeModel(built, {country: 'jp'});
  assert.equal(postalCode.props!.label, 'Postal code');
});

test('expressions on props.required and props.disabled also update the control: the validator, and the enabled state [examples/expression-properties#expressions-props-required-props]', () => {
  const built = addressForm();
  const state = built.form.get('state')!;
  assert.equal(state.enabled, true);
  assert.deepEqual(state.errors, {required: true}, 'required for the United States');
  changeModel(built, {country: 'gb'});
  assert.equal(state.disabled, true);
  state.enable();
  assert.equal(state.errors, null, 'the required validator is gone');
  state.disable();
  changeModel(built, {country: 'us'});
  assert.equal(state.enabled, true);
  assert.deepEqual(state.errors, {required: true});
});

test('an Observable expression updates the value whenever it emits, independent of the model [examples/expression-properties#expressions-props-required-props]', () => {
  // The demo's Observable re-reads the clock every minute: 13:59, then 14:00.
  mock.timers.enable({apis: ['setInterval', 'Date'], now: new Date(2026, 10, 26, 13, 59).getTime()});
  try {
    const built = addressForm();
    const express = built.fields[3]!;
    const disconnect = watchField(express);
    assert.equal(express.props!.description, 'Order before 14:00 and it ships today.');
    mock.timers.tick(60_000);
    assert.equal(express.props!.description, 'Ships tomorrow morning.');
    disconnect();
  } finally {
    mock.timers.reset();
  }
});

/** The kits the page's kit switcher offers. */
const {kits} = exampleKits('field-options/expression-properties');

test("the express checkbox's description is an Observable expression; of the kits the page offers, Ionic and PrimeNG show no checkbox description (the kit behaviour matrix, measured in Chromium) [examples/expression-properties#description-not-shown-ionic-primeng]", () => {
  const express = demoApp('field-options/expression-properties').fields.find((field) => field.key === 'express')!;
  assert.equal(express.type, 'checkbox');
  assert.ok(rxjs.isObservable(express.expressions?.['props.description']));
  assert.ok(kits.length > 1, 'the page offers several kits');
  const shown = kits.filter(
    (kit) => readKitBehaviour(kit).types.find((entry) => entry.type === 'checkbox')!.descriptionShown,
  );
  assert.deepEqual(
    kits.filter((kit) => !shown.includes(kit)),
    ['ionic', 'primeng'],
  );
});
