/**
 * Claims of docs/guide/json-schema.mdx on if/then/else, run against @ngx-formly/core/json-schema 7.1.0:
 * map does not see the key-less group around a then or else branch's fields, and a property such a
 * branch requires gets its empty value wherever it sits (found by an independent audit).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadPackage, type FormlyFieldConfig} from '../support/formly';
import type * as JsonSchema from '../../../demos/node_modules/@ngx-formly/core/json-schema';

const {FormlyJsonschema} = loadPackage<typeof JsonSchema>('@ngx-formly/core/json-schema');

const conditional = {
  type: 'object',
  properties: {a: {type: 'string'}},
  if: {properties: {a: {const: 'x'}}},
  then: {required: ['b'], properties: {b: {type: 'string'}}},
  else: {properties: {d: {type: 'string'}}},
};

test('map is not called for the group holding the fields of a then or else branch [guide/json-schema#map-called-generated-fields]', () => {
  const mapped = new Set<FormlyFieldConfig>();
  const root = new FormlyJsonschema().toFieldConfig(conditional as never, {
    map: (field) => {
      mapped.add(field);
      return field;
    },
  });
  assert.ok(mapped.has(root), 'the root field passes through map');
  const [a, thenGroup, elseGroup] = root.fieldGroup!;
  assert.equal(a!.key, 'a');
  assert.ok(mapped.has(a!));
  for (const [group, key] of [
    [thenGroup!, 'b'],
    [elseGroup!, 'd'],
  ] as const) {
    assert.equal(group.key, undefined, 'a key-less group around the branch fields');
    assert.deepEqual(
      group.fieldGroup!.map((field) => field.key),
      [key],
    );
    assert.ok(mapped.has(group.fieldGroup![0]!), `the branch field ${key} passes through map`);
    assert.equal(mapped.has(group), false, `the group around ${key} does not pass through map`);
  }
});

test('a property required by a then branch gets an empty string even below an optional object [guide/json-schema#keyword-table-default-becomes]', () => {
  const root = new FormlyJsonschema().toFieldConfig({type: 'object', properties: {opt: conditional}} as never);
  const opt = root.fieldGroup![0]!;
  assert.equal(opt.key, 'opt');
  assert.equal(opt.defaultValue, undefined, 'opt is optional: no {} for it');
  const b = opt.fieldGroup![1]!.fieldGroup![0]!;
  assert.equal(b.key, 'b');
  assert.equal(b.defaultValue, '');
});

function findKey(field: FormlyFieldConfig, key: string): FormlyFieldConfig | undefined {
  if (field.key === key) {
    return field;
  }
  for (const child of field.fieldGroup ?? []) {
    const found = findKey(child, key);
    if (found) {
      return found;
    }
  }
  return undefined;
}

test('a property a oneOf branch requires gets its empty value inside an optional object, where a property of the object itself gets none [guide/json-schema#keyword-table-default-becomes]', () => {
  const root = new FormlyJsonschema().toFieldConfig({
    type: 'object',
    properties: {
      opt: {
        type: 'object',
        required: ['own'],
        properties: {own: {type: 'string'}},
        oneOf: [{required: ['p'], properties: {p: {type: 'string'}}}, {properties: {q: {type: 'string'}}}],
      },
    },
  } as never);
  const opt = root.fieldGroup![0]!;
  assert.equal(opt.key, 'opt');
  assert.equal(findKey(opt, 'own')!.defaultValue, undefined, 'required by the optional object itself: none');
  assert.equal(findKey(opt, 'p')!.defaultValue, '', 'required by a oneOf branch: the empty string');
});
