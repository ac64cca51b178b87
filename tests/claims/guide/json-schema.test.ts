/**
 * Claims of docs/guide/json-schema.mdx, run against @ngx-formly/core/json-schema 7.1.0.
 */
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as JsonSchemaEntry from '../../../demos/node_modules/@ngx-formly/core/json-schema';
import {buildForm, loadPackage, watchField, type FormlyFieldConfig} from '../support/formly';
import {runPageModule} from '../support/page-code';
import {
  collectBlocks,
  extractCodeBlocks,
  findSiteRoot,
  formatDiagnostic,
  typecheckBlocks,
} from '../../../scripts/snippets';

const {FormlyJsonschema} = loadPackage<typeof JsonSchemaEntry>('@ngx-formly/core/json-schema');
const toFieldConfig = (schema: object) =>
  new FormlyJsonschema().toFieldConfig(schema as Parameters<JsonSchemaEntry.FormlyJsonschema['toFieldConfig']>[0]);
/** The schema types the converted fields use, registered by name. */
const schemaTypes = {types: ['object', 'string'].map((name) => ({name}))};

test('a root that is not an object gives a field without a key; with a key added, its control joins the form [guide/json-schema#root-object-gives-key-less]', () => {
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

test("inside a nested object, model in a string expression is that object's value [guide/json-schema#nested-object-s-formlyconfig-model]", () => {
  const zip = zipField({'props.label': 'model.country', 'props.placeholder': 'model.address'});
  assert.equal(zip.props!.label, 'US', 'model.country reads address.country');
  assert.equal(zip.props!.placeholder, undefined, 'model.address: the root model is not what model reads');
});

test('a function expression receives the same object as field.model [guide/json-schema#nested-object-s-formlyconfig-model]', () => {
  const zip = zipField({'props.label': (field: FormlyFieldConfig) => JSON.stringify(field.model)});
  assert.equal(zip.props!.label, '{"country":"US"}');
});

/** Every schema type name the converted fields below use, registered by name. */
const allSchemaTypes = {
  types: ['object', 'string', 'number', 'integer', 'boolean', 'enum', 'null'].map((name) => ({name})),
};
const buildSchema = (schema: object, model: Record<string, unknown> = {}) =>
  buildForm([toFieldConfig(schema)], {configs: [allSchemaTypes], model});

test('multipleOf becomes props.step and a multipleOf validator [guide/json-schema#multipleof-becomes-props-step]', () => {
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

test('readOnly becomes props.readonly and a disabled control, for the property and its children [guide/json-schema#readonly-becomes-props-readonly]', () => {
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

test('default becomes defaultValue; a required property without a default gets an empty value of its type [guide/json-schema#keyword-table-default-becomes]', () => {
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

test('a required number, integer or boolean property without a default gets no value; a required array with minItems gets that many empty entries; a required null gets null [guide/json-schema#keyword-table-default-becomes]', () => {
  const field = toFieldConfig({
    type: 'object',
    required: ['count', 'whole', 'flag', 'list', 'name', 'nothing', 'choice'],
    properties: {
      count: {type: 'number'},
      whole: {type: 'integer'},
      flag: {type: 'boolean'},
      list: {type: 'array', minItems: 2, items: {type: 'string'}},
      name: {type: 'string'},
      nothing: {type: 'null'},
      choice: {type: ['string', 'null']},
    },
  });
  const defaults = Object.fromEntries(field.fieldGroup!.map((f) => [f.key as string, f.defaultValue]));
  assert.equal(defaults['count'], undefined);
  assert.equal(defaults['whole'], undefined);
  assert.equal(defaults['flag'], undefined);
  assert.deepEqual(defaults['list'], [undefined, undefined]);
  assert.equal(defaults['name'], '');
  assert.equal(defaults['nothing'], null);
  // More than one type: no empty value.
  assert.equal(defaults['choice'], undefined);
});

test('a required property of an optional object gets no default value [guide/json-schema#keyword-table-default-becomes]', () => {
  const field = toFieldConfig({
    type: 'object',
    properties: {address: {type: 'object', required: ['city'], properties: {city: {type: 'string'}}}},
  });
  const city = field.fieldGroup![0]!.fieldGroup![0]!;
  assert.equal(city.key, 'city');
  assert.equal(city.defaultValue, undefined);
  assert.deepEqual(buildForm([field], {configs: [schemaTypes]}).model, {});
});

test("of a type list, the Formly type is the first entry, except that a two-entry list with 'null' gives the other [guide/json-schema#type-list-formly-type]", () => {
  assert.equal(toFieldConfig({type: ['null', 'string']}).type, 'string');
  assert.equal(toFieldConfig({type: ['string', 'null']}).type, 'string');
  assert.equal(toFieldConfig({type: ['number', 'string']}).type, 'number');
  assert.equal(toFieldConfig({type: ['null', 'string', 'number']}).type, 'null');
  assert.equal(toFieldConfig({type: ['null', 'number', 'string']}).type, 'null');
  assert.equal(toFieldConfig({type: ['string', 'null', 'number']}).type, 'string');
});

test('map is called for each field made from a (sub-)schema, but not for the multischema field, its selector and the group of branches a oneOf adds [guide/json-schema#map-called-generated-fields]', () => {
  // map marks each field it is given; the marker survives the copies the converter makes later.
  const wasMapped = (field: FormlyFieldConfig | undefined) => field?.props?.['mapped'] === true;
  const root = new FormlyJsonschema().toFieldConfig(
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
  assert.ok(wasMapped(root));
  assert.ok(wasMapped(contact));
  assert.equal(branches!.fieldGroup!.length, 2);
  assert.ok(branches!.fieldGroup!.every((branch) => wasMapped(branch) && branch.fieldGroup!.every(wasMapped)));
  assert.equal(wasMapped(multischema), false);
  assert.equal(wasMapped(selector), false);
  assert.equal(wasMapped(branches), false);
});

test('if / then / else on a const: the then fields show while the property equals the value, the else fields otherwise [guide/json-schema#keyword-table-default-becomes]', () => {
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

test('allOf: the sub-schemas are merged, and for bounds the stricter value wins [guide/json-schema#keyword-table-default-becomes]', () => {
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

test("type ['string', 'null'] accepts null [guide/json-schema#keyword-table-default-becomes]", () => {
  const {form} = buildSchema({type: 'object', properties: {nickname: {type: ['string', 'null']}}});
  form.get('nickname')!.setValue(null);
  assert.equal(form.get('nickname')!.errors, null);
  form.get('nickname')!.setValue(3);
  assert.deepEqual(Object.keys(form.get('nickname')!.errors ?? {}), ['type']);
});

test('const becomes props.const and a const validator [guide/json-schema#keyword-table-default-becomes]', () => {
  const {form, fields} = buildSchema({type: 'object', properties: {agree: {type: 'boolean', const: true}}});
  assert.equal(fields[0]!.fieldGroup![0]!.props!['const'], true);
  form.get('agree')!.setValue(false);
  assert.deepEqual(Object.keys(form.get('agree')!.errors ?? {}), ['const']);
});

/** The selector of every multischema field under `field`, in document order. */
function branchSelectors(field: FormlyFieldConfig, found: FormlyFieldConfig[] = []): FormlyFieldConfig[] {
  if (field.type === 'multischema') {
    found.push(field.fieldGroup![0]!);
  }
  field.fieldGroup?.forEach((child) => branchSelectors(child, found));
  return found;
}

const objectBranches = [
  {title: 'By post', properties: {street: {type: 'string'}}},
  {title: 'By phone', properties: {phone: {type: 'string'}}},
];
const scalarBranches = [
  {title: 'Code', type: 'string'},
  {title: 'Number', type: 'number'},
];

test('anyOf gives a multiple selector only on an object schema (type object, or properties); without type or properties the selector is single, as for oneOf [guide/json-schema#anyof-non-const-schemas-gives]', () => {
  const cases: {name: string; property: object; multiple: boolean[]}[] = [
    {name: 'type object', property: {type: 'object', anyOf: objectBranches}, multiple: [true]},
    {
      name: 'properties, no type',
      property: {properties: {note: {type: 'string'}}, anyOf: objectBranches},
      multiple: [true],
    },
    {name: 'no type, object branches', property: {anyOf: objectBranches}, multiple: [false]},
    {name: 'no type, scalar branches', property: {anyOf: scalarBranches}, multiple: [false]},
    {name: 'oneOf, no type', property: {oneOf: objectBranches}, multiple: [false]},
    {name: 'oneOf, type object', property: {type: 'object', oneOf: objectBranches}, multiple: [false]},
  ];
  for (const {name, property, multiple} of cases) {
    const field = toFieldConfig({type: 'object', properties: {contact: property}});
    assert.deepEqual(
      branchSelectors(field).map((selector) => selector.props!['multiple']),
      multiple,
      name,
    );
  }
  assert.deepEqual(
    branchSelectors(toFieldConfig({type: 'object', anyOf: objectBranches})).map((s) => s.props!['multiple']),
    [true],
    'the root object',
  );
});

test('on a property typed string, number or boolean, a oneOf or anyOf of schemas that are not all const gives no selector [guide/json-schema#anyof-non-const-schemas-gives]', () => {
  for (const type of ['string', 'number', 'boolean']) {
    for (const keyword of ['oneOf', 'anyOf']) {
      const field = toFieldConfig({
        type: 'object',
        properties: {
          code: {
            type,
            [keyword]: [
              {title: 'One', minLength: 2},
              {title: 'Two', pattern: 'x'},
            ],
          },
        },
      });
      assert.deepEqual(branchSelectors(field), [], `${type} ${keyword}`);
      assert.equal(field.fieldGroup![0]!.type, type, `${type} ${keyword}`);
    }
  }
});

test("the page's reminderSchema: with type object, a property-level anyOf lets the reader tick several branches, each adding its fields to the property [guide/json-schema#anyof-non-const-schemas-gives]", () => {
  const {reminderSchema} = runPageModule<{reminderSchema: object}>('docs/guide/json-schema.mdx', 'reminder-schema.ts');
  const built = buildForm([toFieldConfig(reminderSchema)], {
    configs: [{types: ['object', 'string', 'enum', 'multischema'].map((name) => ({name}))}],
  });
  const [selector] = branchSelectors(built.fields[0]!);
  const branches = selector!.parent!.fieldGroup![1]!;
  assert.equal(selector!.props!['multiple'], true);
  assert.deepEqual(
    (selector!.props!.options as {label: string}[]).map((option) => option.label),
    ['By e-mail', 'By text message'],
  );
  selector!.formControl!.setValue([1]);
  built.options.checkExpressions!(built.root);
  assert.deepEqual(
    branches.fieldGroup!.map((branch) => branch.hide),
    [true, false],
  );
  selector!.formControl!.setValue([0, 1]);
  built.options.checkExpressions!(built.root);
  assert.deepEqual(
    branches.fieldGroup!.map((branch) => branch.hide),
    [false, false],
  );
  built.form.get(['reminder', 'email'])!.setValue('a@example.com');
  built.form.get(['reminder', 'phone'])!.setValue('555');
  assert.deepEqual(built.form.value, {reminder: {email: 'a@example.com', phone: '555'}});
});

test('an array whose items are an enum becomes a multiple enum only with uniqueItems: true [guide/json-schema#array-whose-items-enum-becomes]', () => {
  const items = {type: 'string', enum: ['red', 'green']};
  const unique = toFieldConfig({type: 'object', properties: {colours: {type: 'array', uniqueItems: true, items}}});
  assert.equal(unique.fieldGroup![0]!.type, 'enum');
  assert.equal(unique.fieldGroup![0]!.props!['multiple'], true);
  for (const uniqueItems of [undefined, false]) {
    const plain = toFieldConfig({type: 'object', properties: {colours: {type: 'array', uniqueItems, items}}});
    assert.equal(plain.fieldGroup![0]!.type, 'array', `uniqueItems: ${uniqueItems}`);
  }
});

test("typing widget: an interface extending JSONSchema7 types the root only (TS2353 on a nested widget); the page's augmentation of JSONSchema7 types every level [guide/json-schema#typing-widget-interface-extending]", () => {
  const siteRoot = findSiteRoot();
  const demosDir = path.join(siteRoot, 'demos');
  const extended = [
    '```ts title="extended.ts"',
    "import type { JSONSchema7 } from 'json-schema';",
    "import type { FormlyFieldConfig } from '@ngx-formly/core';",
    'interface WidgetSchema extends JSONSchema7 {',
    '  widget?: { formlyConfig?: FormlyFieldConfig };',
    '}',
    'export const schema: WidgetSchema = {',
    "  type: 'object',",
    "  widget: { formlyConfig: { className: 'root' } },",
    "  properties: { topic: { type: 'string', widget: { formlyConfig: { type: 'radio' } } } },",
    '};',
    '```',
  ].join('\n');
  const root = typecheckBlocks(extractCodeBlocks(extended, 'extended.mdx'), demosDir);
  assert.deepEqual(
    root.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.line]),
    [[2353, 10]],
    'the root widget compiles, the nested one does not',
  );
  const page = typecheckBlocks(collectBlocks(siteRoot, ['docs/guide/json-schema.mdx']), demosDir);
  assert.ok(
    page.compiled.some((block) => block.meta.includes('title="json-schema-widget.ts"')),
    'the page shows the augmentation',
  );
  assert.deepEqual(page.diagnostics.map(formatDiagnostic), []);
});

const eventSchema = {
  type: 'object',
  properties: {title: {type: 'string'}, day: {type: 'string', format: 'date'}},
};

test("a Date in the control of a type: 'string' property fails the generated type validator", () => {
  const {form} = buildForm([toFieldConfig(eventSchema)], {configs: [schemaTypes]});
  form.get('day')!.setValue(new Date(2026, 2, 16));
  assert.equal(form.get('day')!.hasError('type'), true);
  form.get('day')!.setValue('2026-03-16');
  assert.equal(form.get('day')!.hasError('type'), false);
});

test("the page's fieldsWithDatepickers: a datepicker whose Date passes and reaches the model, a string or empty value that passes; toIsoDay gives YYYY-MM-DD", () => {
  const {fieldsWithDatepickers, toIsoDay} = runPageModule<{
    fieldsWithDatepickers: (jsonschema: JsonSchemaEntry.FormlyJsonschema, schema: object) => FormlyFieldConfig;
    toIsoDay: (date: Date) => string;
  }>('docs/guide/json-schema.mdx', 'schema-dates.ts');
  const model: Record<string, unknown> = {};
  const {fields} = buildForm([fieldsWithDatepickers(new FormlyJsonschema(), eventSchema)], {
    model,
    configs: [{types: ['object', 'string', 'datepicker'].map((name) => ({name}))}],
  });
  const [title, day] = fields[0]!.fieldGroup!;
  assert.equal(title!.type, 'string', 'other strings keep their type');
  assert.equal(day!.type, 'datepicker');
  const picked = new Date(2026, 2, 16);
  const stop = watchField(day!);
  try {
    day!.formControl!.setValue(picked);
    assert.equal(day!.formControl!.valid, true);
    assert.ok(model['day'] instanceof Date, 'the model holds a Date');
    assert.equal((model['day'] as Date).getTime(), picked.getTime());
    for (const value of ['2026-03-17', null]) {
      day!.formControl!.setValue(value);
      assert.equal(day!.formControl!.valid, true, String(value));
    }
    title!.formControl!.setValue(new Date());
    assert.equal(title!.formControl!.hasError('type'), true, 'only the date fields accept a Date');
  } finally {
    stop();
  }
  assert.equal(toIsoDay(picked), '2026-03-16');
  assert.equal(toIsoDay(new Date(2026, 10, 5, 23, 59)), '2026-11-05');
});

test('a parser result is written back into the control as well as the model', () => {
  const model: Record<string, unknown> = {};
  const {fields} = buildForm(
    [{key: 'day', type: 'input', parsers: [(value: unknown) => (value instanceof Date ? 'as text' : value)]}],
    {model},
  );
  const stop = watchField(fields[0]!);
  try {
    fields[0]!.formControl!.setValue(new Date());
    assert.equal(model['day'], 'as text');
    assert.equal(fields[0]!.formControl!.value, 'as text');
  } finally {
    stop();
  }
});
