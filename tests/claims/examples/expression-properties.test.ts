/**
 * Claims of docs/examples/field-options/expression-properties.mdx, run against
 * @ngx-formly/core 7.1.0 with the example's fields (app.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, rxjs, type FormlyFieldConfig} from '../support/formly';
import {connectToModel} from '../support/examples-extra';

const postalLabels: Record<string, string> = {us: 'ZIP code', gb: 'Postcode', de: 'Postleitzahl'};

function addressForm(description$ = new rxjs.Subject<string>()) {
  const fields: FormlyFieldConfig[] = [
    {key: 'country', type: 'select', props: {label: 'Country'}},
    {
      key: 'postalCode',
      type: 'input',
      props: {label: 'Postal code'},
      expressions: {
        'props.label': (field: FormlyFieldConfig) => postalLabels[field.model?.country] ?? 'Postal code',
        'props.placeholder': (field: FormlyFieldConfig) => (field.model?.country === 'us' ? '94103' : ''),
      },
    },
    {
      key: 'state',
      type: 'input',
      props: {label: 'State'},
      expressions: {'props.disabled': 'model.country !== "us"', 'props.required': 'model.country === "us"'},
    },
    {
      key: 'express',
      type: 'checkbox',
      props: {label: 'Express delivery'},
      expressions: {'props.description': description$},
    },
  ];
  return buildForm(fields, {model: {country: 'us'}});
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

test('expressions on props.required and props.disabled also update the control: the validator, and the enabled state', () => {
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

test('an Observable expression updates the value whenever it emits, independent of the model', () => {
  const description$ = new rxjs.Subject<string>();
  const built = addressForm(description$);
  const express = built.fields[3]!;
  const disconnect = connectToModel(express);
  description$.next('Order before 14:00 and it ships today.');
  assert.equal(express.props!.description, 'Order before 14:00 and it ships today.');
  description$.next('Ships tomorrow morning.');
  assert.equal(express.props!.description, 'Ships tomorrow morning.');
  disconnect();
});
