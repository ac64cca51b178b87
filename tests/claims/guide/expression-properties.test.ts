/**
 * Claims of docs/guide/expression-properties.mdx, run against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildForm,
  changeModel,
  elementAttributes,
  withFieldChanges,
  type FieldChangeEvent,
  type FormlyFieldConfig,
} from '../support/formly';

const autocompleteExpression = {'props.attributes.autocomplete': 'model.shared ? "off" : "email"'};

test('a nested path such as props.attributes.autocomplete needs every object on the way: the build throws without props.attributes', () => {
  assert.throws(
    () => buildForm([{key: 'email', type: 'input', props: {}, expressions: autocompleteExpression}]),
    /Cannot set properties of undefined \(setting 'autocomplete'\)/,
  );
});

test('with props.attributes present, the nested path is assigned into that same object', () => {
  const attributes = {};
  const {fields} = buildForm([{key: 'email', type: 'input', props: {attributes}, expressions: autocompleteExpression}]);
  assert.equal(fields[0]!.props!.attributes, attributes, 'the object is the one the config gave');
  assert.deepEqual(attributes, {autocomplete: 'email'});
});

test('the attributes directive does not see a nested path change: the config changes, the element keeps the old value', () => {
  const built = buildForm([
    {key: 'email', type: 'input', props: {attributes: {}}, expressions: autocompleteExpression},
  ]);
  const element = elementAttributes(built.fields[0]!);
  assert.equal(element['autocomplete'], 'email');
  changeModel(built, {shared: true});
  assert.deepEqual(built.fields[0]!.props!.attributes, {autocomplete: 'off'});
  assert.equal(element['autocomplete'], 'email');
});

/** The guide's working form: an expression on props.attributes that returns a new object. */
const wholeAttributesField = (): FormlyFieldConfig => ({
  key: 'email',
  type: 'input',
  expressions: {
    'props.attributes': (field: FormlyFieldConfig) => ({autocomplete: field.model.shared ? 'off' : 'email'}),
  },
});

test('the attributes directive writes a new props.attributes object to the element', () => {
  const built = buildForm([wholeAttributesField()]);
  const element = elementAttributes(built.fields[0]!);
  assert.equal(element['autocomplete'], 'email');
  changeModel(built, {shared: true});
  assert.equal(element['autocomplete'], 'off');
});

test('an expression on props.attributes that returns a new object replaces the object', () => {
  const built = buildForm([wholeAttributesField()]);
  const first = built.fields[0]!.props!.attributes;
  assert.deepEqual(first, {autocomplete: 'email'});
  changeModel(built, {shared: true});
  assert.notEqual(built.fields[0]!.props!.attributes, first, 'a new object, not the old one changed');
  assert.deepEqual(built.fields[0]!.props!.attributes, {autocomplete: 'off'});
});

const trackedFields = (): FormlyFieldConfig[] => [
  {key: 'country', type: 'input'},
  {
    key: 'vatNumber',
    type: 'input',
    expressions: {
      'props.required': (field: FormlyFieldConfig) => field.model?.country !== 'US',
      'props.description': () => undefined,
    },
  },
];

const reported = (events: FieldChangeEvent[]) =>
  events.filter((event) => event.type === 'expressionChanges').map((event) => [event['property'], event.value]);

test('every build reports every result on fieldChanges, undefined included', () => {
  const {options, events} = withFieldChanges();
  buildForm(trackedFields(), {options});
  assert.deepEqual(reported(events), [
    ['props.required', true],
    ['props.description', undefined],
  ]);
});

test('between builds, only a changed result is reported', () => {
  const {options, events} = withFieldChanges();
  const built = buildForm(trackedFields(), {options});
  events.length = 0;
  changeModel(built, {country: 'US'});
  assert.deepEqual(reported(events), [['props.required', false]]);
  events.length = 0;
  changeModel(built, {country: 'US'});
  assert.deepEqual(reported(events), [], 'an unchanged result is not reported again');
});

test('a rebuild, such as options.build() or options.resetModel(), reports every result again', () => {
  const {options, events} = withFieldChanges();
  const built = buildForm(trackedFields(), {options});
  for (const rebuild of [() => built.options.build!(), () => built.options.resetModel!()]) {
    events.length = 0;
    rebuild();
    assert.deepEqual(reported(events), [
      ['props.required', true],
      ['props.description', undefined],
    ]);
  }
});

/** The result of one string expression under withFormlyFieldExpression(), and what it logged. */
function parsed(expression: string, model: Record<string, unknown> = {}): {result: unknown; logged: string[]} {
  const logged: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  try {
    const {fields} = buildForm([{key: 'value', type: 'input', expressions: {'props.label': expression}}], {model});
    return {result: fields[0]!.props!.label, logged};
  } finally {
    console.error = consoleError;
  }
}

test('the parser reads no array or object literals: the string logs "Expression parse error" and gives false', () => {
  for (const expression of ['model.tags || []', '{ rows: 4 }']) {
    const {result, logged} = parsed(expression, {tags: null});
    assert.equal(result, false, expression);
    assert.match(logged.join('\n'), /Expression parse error/, expression);
  }
});

test('the parser takes a minus sign in front of a number, not in front of anything else', () => {
  assert.equal(parsed('-1').result, -1);
  const {result, logged} = parsed('-model.offset', {offset: 2});
  assert.equal(result, false);
  assert.match(logged.join('\n'), /Expression parse error/);
});

test('an incomplete string such as "model.age >=" logs "Expression parse error"', () => {
  assert.match(parsed('model.age >=', {age: 3}).logged.join('\n'), /Expression parse error/);
});

test('props.disabled on a group with a key disables its children; on a group without a key it does not', () => {
  const lockedGroup = (key: string | undefined) =>
    buildForm(
      [{key, expressions: {'props.disabled': 'formState.locked'}, fieldGroup: [{key: 'city', type: 'input'}]}],
      {
        options: {formState: {locked: true}},
      },
    ).fields[0]!.fieldGroup![0]!;
  assert.equal(lockedGroup('address').formControl!.disabled, true);
  assert.equal(lockedGroup(undefined).formControl!.disabled, false);
});

test('with withFormlyFieldExpression() a string is read by the parser and calls nothing; without it, it runs as code', () => {
  const label = (configs: Parameters<typeof buildForm>[1]) =>
    buildForm([{key: 'name', type: 'input', expressions: {'props.label': "model.name.startsWith('A')"}}], {
      model: {name: 'Ada'},
      ...configs,
    }).fields[0]!.props!.label as unknown;
  assert.equal(typeof label({}), 'function', 'the parser returns the startsWith function itself');
  assert.equal(label({configs: []}), true, 'compiled with new Function, the call is made');
});
