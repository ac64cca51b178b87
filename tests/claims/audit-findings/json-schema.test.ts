/**
 * Audit findings on docs/guide/json-schema.mdx, run against @ngx-formly/core/json-schema 7.1.0.
 * Each test asserts what the package does, with the page sentence it contradicts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as JsonSchemaEntry from '../../../demos/node_modules/@ngx-formly/core/json-schema';
import {buildForm, forms, loadPackage, type FormlyFieldConfig} from '../support/formly';

const {FormlyJsonschema} = loadPackage<typeof JsonSchemaEntry>('@ngx-formly/core/json-schema');
type Schema = Parameters<JsonSchemaEntry.FormlyJsonschema['toFieldConfig']>[0];
const toFieldConfig = (schema: object, options?: object) =>
  new FormlyJsonschema().toFieldConfig(
    schema as Schema,
    options as Parameters<JsonSchemaEntry.FormlyJsonschema['toFieldConfig']>[1],
  );

test("a type list of three or more entries that starts with 'null' gives the Formly type 'null'", () => {
  // json-schema.mdx:244 says `type` becomes "The Formly type (first non-`null` entry of a type list)".
  // Only a list of two entries is reordered; a longer list keeps its order.
  assert.equal(toFieldConfig({type: ['null', 'string']}).type, 'string');
  assert.equal(toFieldConfig({type: ['null', 'string', 'number']}).type, 'null');
  assert.equal(toFieldConfig({type: ['null', 'number', 'string']}).type, 'null');
});

test('a required number, integer or boolean property without a default gets no value; a required array with minItems gets that many empty entries', () => {
  // json-schema.mdx:246 says: "Required properties without a default get an empty value of their
  // type (`''`, `{}`, `[]`)."
  const field = toFieldConfig({
    type: 'object',
    required: ['count', 'whole', 'flag', 'list', 'name'],
    properties: {
      count: {type: 'number'},
      whole: {type: 'integer'},
      flag: {type: 'boolean'},
      list: {type: 'array', minItems: 2, items: {type: 'string'}},
      name: {type: 'string'},
    },
  });
  const defaults = Object.fromEntries(field.fieldGroup!.map((f) => [f.key as string, f.defaultValue]));
  assert.equal(defaults['count'], undefined);
  assert.equal(defaults['whole'], undefined);
  assert.equal(defaults['flag'], undefined);
  assert.deepEqual(defaults['list'], [undefined, undefined]);
  assert.equal(defaults['name'], '');
});

test('a required property of an optional object gets no default value', () => {
  // Same sentence, json-schema.mdx:246: the empty value is given only when every object above the
  // property is required too.
  const field = toFieldConfig({
    type: 'object',
    properties: {address: {type: 'object', required: ['city'], properties: {city: {type: 'string'}}}},
  });
  const city = field.fieldGroup![0]!.fieldGroup![0]!;
  assert.equal(city.key, 'city');
  assert.equal(city.defaultValue, undefined);
  const built = buildForm([field], {configs: [{types: ['object', 'string'].map((name) => ({name}))}]});
  assert.deepEqual(built.model, {});
});

test('map is not called for the fields a oneOf or anyOf adds: the multischema field, its selector and the group of branches', () => {
  // json-schema.mdx:378 says: "`toFieldConfig(schema, { map })` calls `map(mappedField, mapSource)`
  // for every generated field".
  // map marks each field it is given; the marker survives the copies the converter makes later.
  const wasMapped = (field: FormlyFieldConfig | undefined) => field?.props?.['mapped'] === true;
  const root = toFieldConfig(
    {
      type: 'object',
      properties: {
        contact: {
          oneOf: [
            {title: 'Phone', properties: {phone: {type: 'string'}}},
            {title: 'E-mail', properties: {email: {type: 'string'}}},
          ],
        },
      },
    },
    {
      map: (field: FormlyFieldConfig) => {
        field.props = {...field.props, mapped: true};
        return field;
      },
    },
  );
  const contact = root.fieldGroup![0]!;
  const multischema = contact.fieldGroup![0]!;
  assert.equal(multischema.type, 'multischema');
  const [selector, branches] = multischema.fieldGroup!;
  assert.equal(selector!.type, 'enum');
  // The root, the property's own field, each branch and the branches' fields went through map ...
  assert.ok(wasMapped(root));
  assert.ok(wasMapped(contact));
  assert.equal(branches!.fieldGroup!.length, 2);
  assert.ok(branches!.fieldGroup!.every((branch) => wasMapped(branch) && branch.fieldGroup!.every(wasMapped)));
  // ... the three fields in between did not.
  assert.equal(wasMapped(multischema), false);
  assert.equal(wasMapped(selector), false);
  assert.equal(wasMapped(branches), false);
});

test('the number parser of a generated field reads the global document, not an injected DOCUMENT', (t) => {
  // faq.mdx:357-358 says: "The core reaches the page only through Angular's abstractions — `Renderer2`,
  // element references and the injected `DOCUMENT` — and uses no `window` globals". The parser that
  // @ngx-formly/core/json-schema gives number and integer fields looks its input up with
  // document.querySelector when the value is null (guarded by typeof document, so it is SSR-safe).
  const queried: string[] = [];
  const page = globalThis as {document?: unknown};
  assert.equal(page.document, undefined);
  page.document = {
    querySelector: (selector: string) => {
      queried.push(selector);
      return {validity: {badInput: false}};
    },
  };
  t.after(() => delete page.document);
  const field = toFieldConfig({type: 'number'});
  const parse = field.parsers![0]! as (value: unknown, field: unknown) => unknown;
  const control = new forms.FormControl(null);
  assert.equal(parse(null, {id: 'formly_1_number_amount_0', formControl: control}), undefined);
  assert.deepEqual(queried, ['#formly_1_number_amount_0']);
});
