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

/** Every schema type name the converted fields below use, registered by name. */
const allSchemaTypes = {
  types: ['object', 'string', 'number', 'integer', 'boolean', 'enum', 'null'].map((name) => ({name})),
};
const buildSchema = (schema: object, model: Record<string, unknown> = {}) =>
  buildForm([toFieldConfig(schema)], {configs: [allSchemaTypes], model});

test('multipleOf becomes props.step and a multipleOf validator', () => {
  const {form, fields} = buildSchema({
    type: 'object',
    properties: {boxes: {type: 'integer', multipleOf: 6}},
  });
  const boxes = fields[0]!.fieldGroup![0]!;
  assert.equal(boxes.props!.step, 6);
  form.get('boxes')!.setValue(7);
  assert.deepEqual(Object.keys(form.get('boxes')!.errors ?? {}), ['multipleOf']);
  form.get('boxes')!.setValue(12);
  assert.equal(form.get('boxes')!.errors, null);
});

test('readOnly becomes props.readonly and a disabled control, for the property and its children', () => {
  const {form, fields} = buildSchema({
    type: 'object',
    properties: {
      id: {type: 'string', readOnly: true},
      address: {type: 'object', readOnly: true, properties: {city: {type: 'string'}}},
      note: {type: 'string'},
    },
  });
  assert.equal(fields[0]!.fieldGroup![0]!.props!.readonly, true);
  assert.equal(form.get('id')!.disabled, true);
  assert.equal(form.get('address.city')!.disabled, true);
  assert.equal(form.get('note')!.disabled, false);
});

test('default becomes defaultValue; a required property without a default gets an empty value of its type', () => {
  const {model, form} = buildSchema({
    type: 'object',
    required: ['days', 'name', 'address'],
    properties: {
      days: {type: 'integer', default: 1},
      name: {type: 'string'},
      address: {type: 'object', properties: {}},
      optional: {type: 'string'},
    },
  });
  assert.deepEqual(model, {days: 1, name: '', address: {}});
  assert.deepEqual(form.get('name')!.errors, {required: true});
});

test('if / then / else on a const: the then fields show while the property equals the value, the else fields otherwise', () => {
  const built = buildSchema(
    {
      type: 'object',
      properties: {helmet: {type: 'boolean'}},
      if: {properties: {helmet: {const: true}}},
      then: {properties: {helmetSize: {type: 'string'}}},
      else: {properties: {reason: {type: 'string'}}},
    },
    {helmet: true},
  );
  const shown = () => ['helmetSize', 'reason'].filter((key) => built.form.get(key) !== null);
  assert.deepEqual(shown(), ['helmetSize']);
  built.model['helmet'] = false;
  built.options.checkExpressions!(built.root);
  assert.deepEqual(shown(), ['reason']);
});

test('allOf: the sub-schemas are merged, and for bounds the stricter value wins', () => {
  const field = toFieldConfig({
    type: 'object',
    properties: {
      days: {
        allOf: [
          {type: 'integer', minimum: 1, maximum: 14},
          {minimum: 2, maximum: 30},
        ],
      },
    },
  });
  const days = field.fieldGroup![0]!;
  assert.equal(days.props!.min, 2);
  assert.equal(days.props!.max, 14);
});

test("type ['string', 'null'] accepts null", () => {
  const {form} = buildSchema({type: 'object', properties: {nickname: {type: ['string', 'null']}}});
  form.get('nickname')!.setValue(null);
  assert.equal(form.get('nickname')!.errors, null);
  form.get('nickname')!.setValue(3);
  assert.deepEqual(Object.keys(form.get('nickname')!.errors ?? {}), ['type']);
});

test('const becomes props.const and a const validator', () => {
  const {form, fields} = buildSchema({type: 'object', properties: {agree: {type: 'boolean', const: true}}});
  assert.equal(fields[0]!.fieldGroup![0]!.props!['const'], true);
  form.get('agree')!.setValue(false);
  assert.deepEqual(Object.keys(form.get('agree')!.errors ?? {}), ['const']);
});
