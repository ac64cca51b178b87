/**
 * Claims of docs/guide/formly-field-presets.mdx, run against @ngx-formly/core 7.1.0 and its
 * preset entry point, with the page's own presets and fields.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {core, formly, forms, loadPackage, type ConfigOption, type FormlyFieldConfig} from '../support/formly';
import {runPageModule} from '../support/page-code';
import type * as FormlyPreset from '../../../demos/node_modules/@ngx-formly/core/preset';

const preset = loadPackage<typeof FormlyPreset>('@ngx-formly/core/preset');
const page = 'docs/guide/formly-field-presets.mdx';

/** Builds `fields` as <formly-form> does, in an application set up as the page says. */
function buildWithPresets(fields: FormlyFieldConfig[], configs: ConfigOption[], withPresetProvider = true) {
  const injector = core.createEnvironmentInjector(
    [
      formly.provideFormlyCore([{types: [{name: 'input'}, {name: 'radio'}]}, ...configs]),
      ...(withPresetProvider ? [preset.provideFormlyPreset()] : []),
      formly.FormlyConfig,
      formly.FormlyFormBuilder,
    ],
    core.Injector.NULL as never,
  );
  const form = new forms.UntypedFormGroup({});
  const model: Record<string, unknown> = {};
  injector.get(formly.FormlyFormBuilder).build({form, model, fieldGroup: fields});
  return {form, model, fields, config: injector.get(formly.FormlyConfig)};
}

const pageFields = () => {
  const {contactPresets} = runPageModule<{contactPresets: ConfigOption}>(page, 'contact.presets.ts');
  const {callbackFields} = runPageModule<{callbackFields: FormlyFieldConfig[]}>(page, 'callback-request.fields.ts');
  return {contactPresets, callbackFields};
};

test("type '#phone' is replaced by the preset; the field's own values are kept and win, the preset fills in the rest [guide/formly-field-presets#name-types-substituted-prepopulate]", () => {
  const {contactPresets, callbackFields} = pageFields();
  const {fields} = buildWithPresets(callbackFields, [contactPresets]);
  const [phone, mobile, contactTime] = fields;
  assert.equal(phone!.key, 'phone');
  assert.equal(phone!.type, 'input');
  assert.equal(phone!.props!.required, true);
  assert.equal(phone!.props!.type, 'tel');
  assert.equal(phone!.props!.label, 'Phone number');
  assert.equal(mobile!.key, 'mobile');
  assert.equal(mobile!.props!.label, 'Mobile (optional)');
  assert.equal(mobile!.props!.type, 'tel');
  assert.equal(contactTime!.type, 'radio');
  assert.equal(contactTime!.key, 'contactTime');
});

test('the substituted field is treated like a hand-written one: its validators and defaultValue apply [guide/formly-field-presets#name-types-substituted-prepopulate]', () => {
  const {contactPresets, callbackFields} = pageFields();
  const {form, model} = buildWithPresets(callbackFields, [contactPresets]);
  assert.deepEqual(form.get('phone')!.errors, {required: true});
  form.get('phone')!.setValue('call me');
  assert.equal(Object.keys(form.get('phone')!.errors!)[0], 'pattern');
  assert.equal(model['contactTime'], 'any');
});

test('substitution runs in prePopulate at priority -300, before every other extension [guide/custom-formly-extension#built-priorities-300-preset-250, guide/formly-field-presets#name-types-substituted-prepopulate]', () => {
  const {contactPresets} = pageFields();
  const seen: unknown[] = [];
  buildWithPresets(
    [{type: '#phone'}],
    [
      contactPresets,
      {
        extensions: [
          {
            name: 'early',
            priority: -299,
            extension: {prePopulate: (f: FormlyFieldConfig) => f.key && seen.push(f.type)},
          },
        ],
      },
    ],
  );
  assert.deepEqual(seen, ['input']);
});

test('getConfiguration() is called on each use, so each field gets fresh objects [guide/formly-field-presets#getconfiguration-called-use]', () => {
  let calls = 0;
  const contactTime = {
    getConfiguration: (): FormlyFieldConfig => {
      calls++;
      return {key: 'contactTime', type: 'radio', props: {options: [{value: 'any'}]}};
    },
  };
  const {fields} = buildWithPresets(
    [{type: '#contactTime'}, {type: '#contactTime', key: 'second'}],
    [{presets: [{name: 'contactTime', config: contactTime}]}],
  );
  assert.equal(calls, 2);
  assert.notEqual(fields[0]!.props!.options, fields[1]!.props!.options);
});

test("a '#' type that matches no preset is left as it is, and is reported as not found; so is every preset type without provideFormlyPreset() [guide/formly-field-presets#type-matches-preset-left-reported]", () => {
  const {contactPresets} = pageFields();
  const unknown = buildWithPresets([{key: 'x', type: '#fax'}], [contactPresets]);
  assert.equal(unknown.fields[0]!.type, '#fax');
  assert.throws(() => unknown.config.getType('#fax', true), /The type "#fax" could not be found/);
  const withoutProvider = buildWithPresets([{type: '#phone'}], [contactPresets], false);
  assert.equal(withoutProvider.fields[0]!.type, '#phone');
});
