/**
 * Claims of docs/examples/advanced/json-schema.mdx, run against @ngx-formly/core/json-schema
 * 7.1.0 with the demo's own fields (app.ts), made from its schema (talk-proposal.schema.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {browserKits, kitByName} from '../../../lib/kits';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';
import type * as JsonSchemaEntry from '../../../demos/node_modules/@ngx-formly/core/json-schema';
import {buildForm, formly, loadPackage, optionsWithViewContainer, type FormlyFieldConfig} from '../support/formly';
import {demoApp, demoSource, exampleKits} from '../support/examples-extra';

const {FormlyJsonschema} = loadPackage<typeof JsonSchemaEntry>('@ngx-formly/core/json-schema');

/** The example's ArrayType is a FieldArrayType; the other schema types only need a name to build. */
class ArrayType extends formly.FieldArrayType {}

/** The demo's own fields (app.ts): the one root field its FormlyJsonschema made from the schema. */
const demoFields = () => demoApp('advanced/json-schema', [FormlyJsonschema]).fields;

function proposalForm() {
  const [root] = demoFields();
  const built = buildForm([root!], {
    options: optionsWithViewContainer(),
    configs: [
      {
        types: [
          ...['object', 'string', 'integer', 'boolean', 'enum'].map((name) => ({name})),
          {name: 'array', component: ArrayType},
        ],
      },
    ],
  });
  const byKey = (key: string) => built.fields[0]!.fieldGroup!.find((field) => field.key === key)!;
  return {built, root, byKey};
}

test('toFieldConfig(schema) returns one field configuration, the root object [examples/json-schema#tofieldconfig-returns-root-field]', () => {
  const fields = demoFields();
  assert.equal(fields.length, 1);
  const root = fields[0]!;
  assert.equal(root.type, 'object');
  assert.deepEqual(
    root.fieldGroup!.map((field) => field.key),
    ['title', 'format', 'minutes', 'speakers', 'needsProjector'],
  );
  assert.equal(root.props!.label, 'Submit a talk', 'title becomes the label');
  assert.equal(root.props!.description, 'Everything the programme committee needs to review your proposal.');
});

test('keywords become validators: required, minLength, minimum, maximum, multipleOf [examples/json-schema#tofieldconfig-returns-root-field]', () => {
  const {built} = proposalForm();
  const errors = (key: string, value: unknown) => {
    built.form.get(key)!.setValue(value);
    return Object.keys(built.form.get(key)!.errors ?? {});
  };
  assert.deepEqual(errors('title', ''), ['required']);
  assert.deepEqual(errors('title', 'Hi'), ['minLength']);
  assert.deepEqual(errors('minutes', 33), ['multipleOf'], 'steps of 5');
  assert.deepEqual(errors('minutes', 0), ['min']);
  assert.deepEqual(errors('minutes', 125), ['max']);
  assert.deepEqual(errors('minutes', 45), []);
});

test('default becomes the defaultValue: the talk length starts at 30 [examples/json-schema#tofieldconfig-returns-root-field]', () => {
  const {built, byKey} = proposalForm();
  assert.equal(byKey('minutes').defaultValue, 30);
  assert.equal(built.model['minutes'], 30);
});

test('oneOf with const and title pairs becomes a select (type enum) with readable labels [examples/json-schema#tofieldconfig-returns-root-field]', () => {
  const {byKey} = proposalForm();
  const format: FormlyFieldConfig = byKey('format');
  assert.equal(format.type, 'enum');
  assert.deepEqual(
    (format.props!.options as {value: string; label: string}[]).map(({value, label}) => [value, label]),
    [
      ['lightning', 'Lightning talk'],
      ['session', 'Conference session'],
      ['workshop', 'Hands-on workshop'],
    ],
  );
});

test('an array of objects becomes a repeatable list of groups, with maxItems (3) and minItems as validators [examples/json-schema#tofieldconfig-returns-root-field]', () => {
  const {built} = proposalForm();
  const speakers = built.form.get('speakers')!;
  const withSpeakers = (count: number) => {
    const list = Array.from({length: count}, (_, i) => ({name: `Speaker ${i + 1}`}));
    built.options.resetModel!({...built.model, speakers: list});
    return Object.keys(built.form.get('speakers')!.errors ?? {});
  };
  assert.ok(speakers);
  assert.deepEqual(withSpeakers(4), ['maxItems']);
  assert.deepEqual(withSpeakers(3), []);
  assert.deepEqual(
    Object.keys(
      (built.form.get('speakers.0') as import('../../../demos/node_modules/@angular/forms').FormGroup).controls,
    ),
    ['name', 'handle'],
  );
  assert.deepEqual(withSpeakers(0), ['required', 'minItems'], 'no speaker left: speakers are required');
});

test('the simple types extend the input, checkbox and select types of the kit the demo runs in (Bootstrap, or the one picked in the switcher) [examples/json-schema#simple-types-extend-kit-types]', () => {
  // The demo's app.config.ts; in another kit only its kit feature changes (lib/kit-variants.ts).
  const config = demoSource('advanced/json-schema', 'app.config.ts');
  assert.match(config, /\.\.\.withFormlyBootstrap\(\)/);
  const extended = Object.fromEntries(
    [...config.matchAll(/\{ name: '(\w+)', extends: '(\w+)'/g)].map(([, name, base]) => [name, base]),
  );
  assert.deepEqual(extended, {
    string: 'input',
    number: 'input',
    integer: 'input',
    boolean: 'checkbox',
    enum: 'select',
  });
  // Each kit's version registers its own kit feature and the same extensions.
  const example = exampleKits('advanced/json-schema');
  assert.ok(example.kits.length > 1, 'the page offers several kits');
  for (const kit of example.kits) {
    const code = example.file(kit, 'app.config.ts');
    assert.match(code, new RegExp(`\\.\\.\\.${kitByName(kit).feature}\\(\\)`), `${kit}: its kit feature`);
    assert.deepEqual(
      [...code.matchAll(/\{ name: '(\w+)', extends: '(\w+)'/g)].map(([, name, base]) => `${name}:${base}`),
      Object.entries(extended).map(([name, base]) => `${name}:${base}`),
      kit,
    );
  }
  // Every kit registers those three types (the kit behaviour matrix, measured in Chromium).
  for (const {name: kit} of browserKits) {
    const types = readKitBehaviour(kit).types.map((measured) => measured.type);
    assert.deepEqual(
      ['input', 'checkbox', 'select'].filter((type) => !types.includes(type)),
      [],
      kit,
    );
  }
});
