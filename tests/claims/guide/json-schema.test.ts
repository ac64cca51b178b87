/**
 * Claims of docs/guide/json-schema.mdx, run against @ngx-formly/core/json-schema 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as JsonSchemaEntry from '../../../demos/node_modules/@ngx-formly/core/json-schema';
import {buildForm, loadPackage, type FormlyFieldConfig} from '../support/formly';

const {FormlyJsonschema} = loadPackage<typeof JsonSchemaEntry>('@ngx-formly/core/json-schema');
const toFieldConfig = (schema: object) =>
  new FormlyJsonschema().toFieldConfig(schema as Parameters<JsonSchemaEntry.FormlyJsonschema['toFieldConfig']>[0]);
/** The schema types the converted fields use, registered by name. */
const schemaTypes = {types: ['object', 'string'].map((name) => ({name}))};

test('a root that is not an object gives a field without a key; with a key added, its control joins the form', () => {
  const field = toFieldConfig({type: 'string', title: 'Name'});
  assert.equal(field.key, undefined);
  const {form} = buildForm([{...field, key: 'name'}], {configs: [schemaTypes]});
  assert.ok(form.get('name'));
});

const addressSchema = (expressions: Record<string, unknown>) => ({
  type: 'object',
  properties: {
    address: {
      type: 'object',
      properties: {
        country: {type: 'string'},
        zip: {type: 'string', widget: {formlyConfig: {expressions}}},
      },
    },
  },
});

const zipField = (expressions: Record<string, unknown>): FormlyFieldConfig => {
  const {fields} = buildForm([toFieldConfig(addressSchema(expressions))], {
    model: {address: {country: 'US'}},
    configs: [schemaTypes],
  });
  return fields[0]!.fieldGroup![0]!.fieldGroup![1]!;
};

test("inside a nested object, model in a string expression is that object's value", () => {
  const zip = zipField({'props.label': 'model.country', 'props.placeholder': 'model.address'});
  assert.equal(zip.props!.label, 'US', 'model.country reads address.country');
  assert.equal(zip.props!.placeholder, undefined, 'model.address: the root model is not what model reads');
});

test('a function expression receives the same object as field.model', () => {
  const zip = zipField({'props.label': (field: FormlyFieldConfig) => JSON.stringify(field.model)});
  assert.equal(zip.props!.label, '{"country":"US"}');
});
