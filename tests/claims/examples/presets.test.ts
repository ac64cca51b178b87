/**
 * Claims of docs/examples/other/presets.mdx, run against @ngx-formly/core 7.1.0 and its preset
 * entry point, with the demo's own fields (app.ts) and presets (presets.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, loadPackage, type FormlyFieldConfig} from '../support/formly';
import {demoApp} from '../support/examples-extra';
import type * as PresetEntry from '../../../demos/node_modules/@ngx-formly/core/preset';
import {acceptTermsPreset, DeliveryDatePreset, emailPreset} from '../../../demos/src/examples/other/presets/presets';

/** The demo's own fields (app.ts). */
const demoFields = () => demoApp('other/presets').fields;

const {provideFormlyPreset} = loadPackage<typeof PresetEntry>('@ngx-formly/core/preset');

/**
 * Builds `fields` with the example's presets registered and, when `withProvider`, what
 * provideFormlyPreset() adds: the factory of its FORMLY_CONFIG provider, given the FormlyConfig.
 */
function presetForm(fields: FormlyFieldConfig[], {withProvider = true, delivery = new DeliveryDatePreset()} = {}) {
  const shell = buildForm([], {
    configs: [
      {types: [{name: 'date'}]},
      {
        presets: [
          {name: 'email', config: emailPreset},
          {name: 'acceptTerms', config: acceptTermsPreset},
          {name: 'deliveryDate', config: delivery},
        ],
      },
    ],
  });
  if (withProvider) {
    const provider = provideFormlyPreset() as unknown as {
      useFactory(config: unknown): Parameters<typeof shell.config.addConfig>[0];
    };
    shell.config.addConfig(provider.useFactory(shell.config));
  }
  shell.root.fieldGroup = fields;
  shell.builder.build(shell.root);
  return {...shell, fields};
}

test('provideFormlyPreset() adds the extension that resolves "#name" types; without it the type stays "#email" [examples/presets#provideformlypreset-adds]', () => {
  const withIt = presetForm(demoFields());
  assert.equal(withIt.fields[0]!.type, 'input');
  assert.equal(withIt.fields[0]!.props!.label, 'E-mail');
  const withoutIt = presetForm(demoFields(), {withProvider: false});
  assert.equal(withoutIt.fields[0]!.type, '#email');
});

test('the preset is merged into the field; everything the field sets itself wins [examples/presets#provideformlypreset-adds]', () => {
  const {form, fields} = presetForm(demoFields());
  assert.deepEqual(form.get('email')!.errors, {required: true});
  assert.equal(form.get('giftRecipientEmail')!.errors, null, 'required is dropped');
  assert.equal(fields[1]!.props!.label, 'Recipient e-mail (for gifts)');
  assert.equal(fields[1]!.props!.placeholder, 'you@example.com', 'the rest of the preset stays');
  form.get('giftRecipientEmail')!.setValue('not-an-address');
  assert.deepEqual(form.get('giftRecipientEmail')!.errors, {email: true}, "and so does the preset's validator");
});

test('getConfiguration() is called each time a field uses the preset [examples/presets#provideformlypreset-adds]', () => {
  const delivery = new DeliveryDatePreset();
  let calls = 0;
  const getConfiguration = delivery.getConfiguration.bind(delivery);
  delivery.getConfiguration = () => (calls++, getConfiguration());
  const built = presetForm(
    [
      {key: 'deliveryOn', type: '#deliveryDate'},
      {key: 'returnOn', type: '#deliveryDate'},
    ],
    {delivery},
  );
  assert.equal(calls, 2);
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  assert.equal(built.fields[0]!.props!['attributes']!['min'], tomorrow);
});

test('the terms preset adds Validators.requiredTrue: an unticked box fails, though required alone accepts false [examples/presets#provideformlypreset-adds]', () => {
  const {form} = presetForm(demoFields());
  form.get('acceptedTerms')!.setValue(false);
  assert.deepEqual(form.get('acceptedTerms')!.errors, {required: true});
  form.get('acceptedTerms')!.setValue(true);
  assert.equal(form.get('acceptedTerms')!.errors, null);
});

test('a rebuild of the same field does not call getConfiguration() again: the field now has the preset type [examples/presets#getconfiguration-called-field-uses, examples/presets#provideformlypreset-adds]', () => {
  const delivery = new DeliveryDatePreset();
  let calls = 0;
  const getConfiguration = delivery.getConfiguration.bind(delivery);
  delivery.getConfiguration = () => (calls++, getConfiguration());
  const built = presetForm(demoFields(), {delivery});
  assert.equal(built.fields.find((field) => field.key === 'deliveryOn')!.type, 'input');
  built.options.build!(built.root);
  built.options.resetModel!();
  assert.equal(calls, 1);
});

test('required on a checkbox accepts false, the value of a box ticked and unticked again, so the preset adds Validators.requiredTrue to insist on a tick [examples/presets#required-accepts-false-requiredtrue]', () => {
  const {validators, ...requiredOnly} = acceptTermsPreset;
  assert.ok(validators, 'the preset brings requiredTrue');
  const {form} = buildForm([{...requiredOnly, key: 'terms'}]);
  const terms = form.get('terms')!;
  assert.deepEqual(terms.errors, {required: true}, 'an untouched box has no value, which required rejects');
  terms.setValue(true);
  terms.setValue(false);
  assert.equal(terms.errors, null, 'required alone accepts false');
  const withPreset = presetForm(demoFields()).form.get('acceptedTerms')!;
  withPreset.setValue(true);
  withPreset.setValue(false);
  assert.deepEqual(withPreset.errors, {required: true}, 'requiredTrue rejects it');
});
