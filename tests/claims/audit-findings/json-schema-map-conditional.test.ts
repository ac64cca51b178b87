/**
 * Audit of the h/fix merge (d2e6a44), docs/guide/json-schema.mdx.
 *
 * Line 378-381: "`toFieldConfig(schema, { map })` calls `map(mappedField, mapSource)` for each field made
 * from a schema or sub-schema, … The three fields a `oneOf` or `anyOf` adds around its branches (the
 * `multischema` field, its `enum` selector and the group that holds the branches) do not pass through
 * `map`."
 * True as far as it goes, but incomplete: the group 7.1.0 adds around the fields of each `then` and
 * `else` branch (an `if`/`then`/`else` the same page documents at line 254) does not pass through `map`
 * either, while the fields inside it do.
 *
 * Line 246: "A required property without a default, with a single type and no optional object above it,
 * gets an empty value". A property required by a `then` branch gets `''` even below an optional object
 * (the conditional fields are built with isOptional: !isRequired, ignoring the parents).
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

test('map is not called for the group holding the fields of a then or else branch', () => {
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

test('a property required by a then branch gets an empty string even below an optional object', () => {
  const root = new FormlyJsonschema().toFieldConfig({type: 'object', properties: {opt: conditional}} as never);
  const opt = root.fieldGroup![0]!;
  assert.equal(opt.key, 'opt');
  assert.equal(opt.defaultValue, undefined, 'opt is optional: no {} for it');
  const b = opt.fieldGroup![1]!.fieldGroup![0]!;
  assert.equal(b.key, 'b');
  assert.equal(b.defaultValue, '');
});
