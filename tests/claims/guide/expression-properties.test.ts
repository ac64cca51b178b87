/**
 * Claims of docs/guide/expression-properties.mdx, run against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import {expressionProblem} from '../../../lib/field-schema/check';
import assert from 'node:assert/strict';
import {
  buildForm,
  type BuiltForm,
  changeModel,
  type ConfigOption,
  core,
  elementAttributes,
  formly,
  rxjs,
  withFieldChanges,
  type FieldChangeEvent,
  type FormlyFieldConfig,
  watchField,
  optionsWithViewContainer,
  startField,
} from '../support/formly';
import {runPageModule} from '../support/page-code';

const autocompleteExpression = {'props.attributes.autocomplete': 'model.shared ? "off" : "email"'};

test('a nested path such as props.attributes.autocomplete needs every object on the way: the build throws without props.attributes [guide/expression-properties#nested-path-such-props-attributes]', () => {
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

test('the attributes directive does not see a nested path change: the config changes, the element keeps the old value [guide/expression-properties#nested-path-such-props-attributes]', () => {
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

test('the attributes directive writes a new props.attributes object to the element [guide/expression-properties#nested-path-such-props-attributes]', () => {
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

test('every build reports every result on fieldChanges, undefined included [api/doc-comments#fieldchanges-expressionchanges, guide/expression-properties#fieldchanges-gets-expressionchanges]', () => {
  const {options, events} = withFieldChanges();
  buildForm(trackedFields(), {options});
  assert.deepEqual(reported(events), [
    ['props.required', true],
    ['props.description', undefined],
  ]);
});

test('between builds, only a changed result is reported [api/doc-comments#fieldchanges-expressionchanges, guide/expression-properties#fieldchanges-gets-expressionchanges]', () => {
  const {options, events} = withFieldChanges();
  const built = buildForm(trackedFields(), {options});
  events.length = 0;
  changeModel(built, {country: 'US'});
  assert.deepEqual(reported(events), [['props.required', false]]);
  events.length = 0;
  changeModel(built, {country: 'US'});
  assert.deepEqual(reported(events), [], 'an unchanged result is not reported again');
});

test('a rebuild, such as options.build() or options.resetModel(), reports every result again [guide/expression-properties#fieldchanges-gets-expressionchanges]', () => {
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

test('the parser reads no array or object literals: the string logs "Expression parse error" and gives false [guide/expression-properties#csp-safe-parser-reads-array]', () => {
  for (const expression of ['model.tags || []', '{ rows: 4 }']) {
    const {result, logged} = parsed(expression, {tags: null});
    assert.equal(result, false, expression);
    assert.match(logged.join('\n'), /Expression parse error/, expression);
  }
});

// What the playground's configuration check says of such strings (lib/field-schema/check.ts, expressionProblem).
/** Whether building a field with `expression` under `key` throws Formly's "expr is not a function". */
function stopsTheForm(key: string, expression: string): boolean {
  try {
    buildForm([{key: 'value', type: 'input', expressions: {[key]: expression}}], {model: {a: 1}});
    return false;
  } catch (error) {
    return new RegExp(`\\[Expression "${key.replace('.', '\\.')}"\\] expr is not a function`).test(String(error));
  }
}

test('the parser reads a function in a string as an error: logged, false for a prop, and a hide or props.disabled expression stops the form', () => {
  for (const expression of ['(field) => !field.model.a', 'function () { return true; }']) {
    const {result, logged} = parsed(expression, {a: 1});
    assert.equal(result, false, expression);
    assert.match(logged.join('\n'), /Expression parse error/, expression);
    assert.equal(stopsTheForm('hide', expression), true, `hide: ${expression}`);
    assert.equal(stopsTheForm('props.disabled', expression), true, `props.disabled: ${expression}`);
  }
});

/** Builds one field with `expressions[key] = expression`; returns what Formly logged and the built field (or what it threw). */
function runExpression(key: string, expression: string) {
  const logged: unknown[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => void logged.push(args[0]);
  try {
    const built = buildForm([{key: 'x', type: 'input', expressions: {[key]: expression}}], {
      model: {agreed: false, total: 3},
    });
    return {logged, thrown: undefined, field: built.fields[0]!};
  } catch (error) {
    return {logged, thrown: (error as Error).message, field: undefined};
  } finally {
    console.error = consoleError;
  }
}

test('the parser reads the word function used as a name like any unknown name: nothing logged, the form builds; the check says so, not "is a function"', () => {
  for (const expression of ['!function', 'model.agreed || function']) {
    assert.match(expressionProblem(expression) ?? '', /^reads "function", which is not model, formState or field/);
    for (const key of ['hide', 'props.disabled', 'props.label']) {
      const {logged, thrown} = runExpression(key, expression);
      assert.equal(thrown, undefined, `${expression} on ${key} builds`);
      assert.deepEqual(logged, [], `${expression} on ${key} logs nothing`);
    }
  }
  assert.equal(runExpression('hide', '!function').field!.hide, true);
  assert.equal(runExpression('props.disabled', '!function').field!.props!.disabled, true);
  assert.equal(runExpression('props.label', 'model.agreed || function').field!.props!.label, undefined);
});

test('a call gives what the path holds, as the check says: undefined on a data model, so it counts as false', () => {
  assert.match(expressionProblem('model.isValid()') ?? '', /undefined on plain data, which counts as false/);
  const hidden = runExpression('hide', 'model.isValid()');
  assert.equal(hidden.thrown, undefined);
  assert.ok(!hidden.field!.hide, 'the field is not hidden');
  assert.notEqual(hidden.field!.formControl!.parent, null, 'its control stays in the form');
  const disabled = runExpression('props.disabled', 'model.isValid()');
  assert.equal(disabled.field!.props!.disabled, false);
  assert.equal(disabled.field!.formControl!.enabled, true);
  // On an object that has the function, the function itself: it counts as true.
  const {result} = parsed("model.tags.includes('y')", {tags: ['x']});
  assert.equal(typeof result, 'function');
});

test('an unreadable hide or props.disabled expression can stop the form: at the top level it does, inside a hidden or disabled group it is not evaluated', () => {
  const expression = 'model.a?.b';
  assert.match(expressionProblem(expression) ?? '', /a hide or props\.disabled expression can then stop the form/);
  const consoleError = console.error;
  console.error = () => undefined;
  try {
    const hidden = buildForm([
      {key: 'g', hide: true, fieldGroup: [{key: 'x', type: 'input', expressions: {hide: expression}}]},
    ]);
    assert.equal(hidden.fields[0]!.fieldGroup![0]!.hide, true);
    const disabled = buildForm([
      {
        key: 'g',
        props: {disabled: true},
        fieldGroup: [{key: 'x', type: 'input', expressions: {'props.disabled': expression}}],
      },
    ]);
    assert.equal(disabled.fields[0]!.fieldGroup![0]!.props!.disabled, true);
  } finally {
    console.error = consoleError;
  }
  assert.equal(stopsTheForm('hide', expression), true);
  assert.equal(stopsTheForm('props.disabled', expression), true);
});

test('the parser cannot read ?., ??, a comma or a single & or |: each logs "Expression parse error" and gives false', () => {
  for (const expression of ['model.a?.b', 'model.a ?? 1', 'model.a, 1', 'model.a & 1', 'model.a | 1']) {
    const {result, logged} = parsed(expression, {a: 1});
    assert.equal(result, false, expression);
    assert.match(logged.join('\n'), /Expression parse error/, expression);
  }
});

test('the parser cannot evaluate "=", drops a call, and reads a number only up to its first letter', () => {
  assert.throws(
    () => buildForm([{key: 'value', type: 'input', expressions: {'props.label': 'model.a = 1'}}], {model: {a: 1}}),
    /Unknown operator: =/,
  );
  assert.equal(typeof parsed("model.tags.includes('y')", {tags: ['x']}).result, 'function');
  assert.equal(parsed('1e3').result, 1);
  // An unknown name is a property of the parser's empty context object: one every object has is not undefined.
  assert.equal(typeof parsed('constructor').result, 'function');
});

test('after a complete expression the parser ignores a name and what follows, without a warning', () => {
  for (const [expression, value] of [
    ['model.a instanceof Object', 1],
    ['model.a foo', 1],
  ] as const) {
    const {result, logged} = parsed(expression, {a: 1});
    assert.equal(result, value, expression);
    assert.deepEqual(logged, [], expression);
  }
});

test('the parser reads a name other than model, formState and field as undefined, with no error logged', () => {
  for (const expression of ['foo', 'foo.bar', 'this.a', 'typeof model.a']) {
    const {result, logged} = parsed(expression, {a: 1});
    assert.equal(result, undefined, expression);
    assert.deepEqual(logged, [], expression);
  }
  assert.equal(parsed('field.model.a', {a: 1}).result, 1);
});

// What the playground's configuration check says of a named validator nobody registered (lib/field-schema/check.ts).
test('a named validator that is not registered stops the build with "The validator ... could not be found"', () => {
  for (const validation of [['nope'], [{name: 'nope'}]]) {
    assert.throws(
      () => buildForm([{key: 'value', type: 'input', validators: {validation}}], {model: {value: 'x'}}),
      /\[Formly Error\] The validator "nope" could not be found/,
    );
  }
});

test('the parser takes a minus sign in front of a number, not in front of anything else [guide/expression-properties#csp-safe-parser-reads-array]', () => {
  assert.equal(parsed('-1').result, -1);
  const {result, logged} = parsed('-model.offset', {offset: 2});
  assert.equal(result, false);
  assert.match(logged.join('\n'), /Expression parse error/);
});

test('an incomplete string such as "model.age >=" logs "Expression parse error"', () => {
  assert.match(parsed('model.age >=', {age: 3}).logged.join('\n'), /Expression parse error/);
});

test('props.disabled on a group with a key disables its children; on a group without a key it leaves a child without an expression of its own enabled [guide/expression-properties#hide-props-disabled-cascade-parents, guide/faq#group-key-disables-children]', () => {
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

/** A checkbox and a group without a key, disabled by a props.disabled expression while the box is ticked. */
function keylessGroup(): FormlyFieldConfig[] {
  return [
    {key: 'locked', type: 'checkbox'},
    {
      expressions: {'props.disabled': (field) => field.parent?.model?.locked === true},
      fieldGroup: [
        // A child with a props.disabled expression of its own, which says "enabled".
        {key: 'withOwnExpression', type: 'input', expressions: {'props.disabled': () => false}},
        {key: 'withoutExpression', type: 'input'},
      ],
    },
  ];
}

test('a disabled group without a key disables the children that have a props.disabled expression of their own (even one returning false), and only those [guide/expression-properties#hide-props-disabled-cascade-parents, guide/faq#group-key-disables-children]', () => {
  const built = buildForm(keylessGroup(), {model: {locked: false}});
  const [withOwn, without] = built.fields[1]!.fieldGroup!;
  assert.equal(withOwn!.formControl!.disabled, false);
  assert.equal(without!.formControl!.disabled, false);

  changeModel(built, {locked: true});
  assert.equal(withOwn!.props!.disabled, true);
  assert.equal(withOwn!.formControl!.disabled, true);
  assert.equal(without!.props!.disabled, false);
  assert.equal(without!.formControl!.disabled, false);

  changeModel(built, {locked: false});
  assert.equal(withOwn!.formControl!.disabled, false);
});

test('with withFormlyFieldExpression() a string is read by the parser and calls nothing; without it, it runs as code [api/doc-comments#withformlyfieldexpression-replaces, examples/cascaded-select-json#json-parses-under, guide/expression-properties#parser-call-functions-reject-call, guide/expression-properties#without-withformlyfieldexpression]', () => {
  const label = (configs: Parameters<typeof buildForm>[1]) =>
    buildForm([{key: 'name', type: 'input', expressions: {'props.label': "model.name.startsWith('A')"}}], {
      model: {name: 'Ada'},
      ...configs,
    }).fields[0]!.props!.label as unknown;
  assert.equal(typeof label({}), 'function', 'the parser returns the startsWith function itself');
  assert.equal(label({configs: []}), true, 'compiled with new Function, the call is made');
});

test('resetOnHide: a field that gets hidden leaves the model, and its defaultValue comes back when it is shown again [guide/expression-properties#hidden-fields-reset-resetonhide-get]', () => {
  const built = buildForm(
    [
      {key: 'isGift', type: 'checkbox'},
      {key: 'wrapping', type: 'select', defaultValue: 'plain', expressions: {hide: '!model.isGift'}},
    ],
    {model: {isGift: true, wrapping: 'gold'}},
  );
  assert.equal(built.model['wrapping'], 'gold');
  changeModel(built, {isGift: false});
  assert.equal('wrapping' in built.model, false);
  changeModel(built, {isGift: true});
  assert.equal(built.model['wrapping'], 'plain');
});

class TestType extends formly.FieldType {}
/** A type with a component, which <formly-field> renders (the plain test types have none). */
const testType = [{types: [{name: 'test', component: TestType}]}];

/** Runs <formly-field> for `field`: the styles it sets on its element and the components it creates, by name. */
function renderField(
  config: BuiltForm['config'],
  field: FormlyFieldConfig,
): {styles: Record<string, string>; created: string[]} {
  const styles: Record<string, string> = {};
  const created: string[] = [];
  const component = new formly.FormlyField(
    config,
    {
      setStyle: (_element: unknown, name: string, value: string) => (styles[name] = value),
      setAttribute: () => undefined,
      removeAttribute: () => undefined,
    } as never,
    new core.ElementRef({}),
    {} as never,
    null as never,
  );
  component.viewContainerRef = {
    clear: () => undefined,
    createComponent: (type: {name: string}) => {
      created.push(type.name);
      return {instance: {}, location: new core.ElementRef({})};
    },
  } as never;
  component.field = field;
  component.ngOnChanges({field: new core.SimpleChange(undefined, field, true)});
  return {styles, created};
}

/**
 * The same hide expression as a string and as a function, in `expressions` and in the deprecated
 * `hideExpression`, bare or turned into a boolean with !!.
 */
const noteHides = (boolean: boolean): FormlyFieldConfig[] => [
  {expressions: {hide: boolean ? '!!model.note' : 'model.note'}},
  {
    expressions: {
      hide: boolean ? (field: FormlyFieldConfig) => !!field.model.note : (field: FormlyFieldConfig) => field.model.note,
    },
  },
  {hideExpression: boolean ? '!!model.note' : 'model.note'},
  {
    hideExpression: boolean
      ? (model: {note?: unknown}) => !!model.note
      : (model: {note?: unknown}) => model.note as boolean,
  },
];
/** The string compilers: the parser of withFormlyFieldExpression() and the default new Function. */
const compilers: ConfigOption[][] = [[formly.withFormlyFieldExpression()], []];

test('a hide expression that turns from true to a falsy value other than false shows the field, but its control stays out of the form and its defaultValue out of the model; written to give a boolean, both come back [guide/expression-properties#hide-expression-give-boolean]', () => {
  const fields = (hide: FormlyFieldConfig, defaultValue?: string): FormlyFieldConfig[] => [
    {key: 'note', type: 'input'},
    {key: 'wrapping', type: 'input', defaultValue, props: {required: true}, ...hide},
  ];
  for (const falsy of [undefined, null, 0, '', NaN])
    for (const configs of compilers) {
      const label = Number.isNaN(falsy) ? 'NaN' : JSON.stringify(falsy);
      for (const defaultValue of ['plain', undefined]) {
        for (const hide of noteHides(false)) {
          const bare = buildForm(fields(hide, defaultValue), {model: {note: true}, configs});
          assert.equal(bare.form.get('wrapping'), null, 'hidden at first: no control');
          changeModel(bare, {note: falsy});
          assert.ok(!bare.fields[1]!.hide, `${label}: the field is shown`);
          assert.equal(bare.form.get('wrapping'), null, `${label}: its control is not in the form`);
          assert.equal('wrapping' in bare.model, false, `${label}: no defaultValue`);
          assert.equal(bare.form.valid, true, `${label}: the empty required field does not count`);
        }
        for (const hide of noteHides(true)) {
          const boolean = buildForm(fields(hide, defaultValue), {model: {note: true}, configs});
          changeModel(boolean, {note: falsy});
          assert.equal(boolean.fields[1]!.hide, false);
          assert.ok(boolean.form.get('wrapping'), `${label}: with !!, the control is back`);
          assert.equal(boolean.model['wrapping'], defaultValue, `${label}: with !!, the defaultValue is back`);
          assert.equal(boolean.form.valid, defaultValue !== undefined, `${label}: with !!, required counts again`);
        }
      }
    }
});

test('a hide expression that gives a truthy value other than true hides the field from the page but leaves its control, its value and its validators in the form; written to give a boolean, the control leaves [guide/expression-properties#hide-expression-give-boolean]', () => {
  const fields = (hide: FormlyFieldConfig): FormlyFieldConfig[] => [
    {key: 'note', type: 'input'},
    {key: 'wrapping', type: 'test', defaultValue: 'plain', props: {required: true}, ...hide},
  ];
  for (const truthy of ['gift', 1])
    for (const compiler of compilers) {
      for (const hide of noteHides(false)) {
        const changed = buildForm(fields(hide), {
          model: {note: false, wrapping: 'gold'},
          configs: [...compiler, ...testType],
        });
        changeModel(changed, {note: truthy});
        assert.deepEqual(renderField(changed.config, changed.fields[1]!).created, [], `${truthy}: not rendered`);
        assert.ok(changed.form.get('wrapping'), `${truthy}: its control stays in the form`);
        assert.equal(changed.model['wrapping'], 'gold', `${truthy}: its value stays in the model`);

        const built = buildForm(fields(hide), {
          model: {note: truthy},
          configs: [...compiler, ...testType],
        });
        assert.deepEqual(renderField(built.config, built.fields[1]!).created, [], `${truthy}: not rendered`);
        assert.ok(built.form.get('wrapping'), `${truthy}: its control is in the form`);
        assert.equal(built.form.valid, false, `${truthy}: the invisible required field keeps the form invalid`);
      }
      for (const hide of noteHides(true)) {
        const changed = buildForm(fields(hide), {
          model: {note: false, wrapping: 'gold'},
          configs: [...compiler, ...testType],
        });
        changeModel(changed, {note: truthy});
        assert.equal(changed.form.get('wrapping'), null, `${truthy}: with !!, the control leaves the form`);
        assert.equal('wrapping' in changed.model, false, `${truthy}: with !!, the value is reset`);
        const built = buildForm(fields(hide), {
          model: {note: truthy},
          configs: [...compiler, ...testType],
        });
        assert.equal(built.form.valid, true, `${truthy}: with !!, the hidden required field does not count`);
      }
    }
});

test('resetOnHide: false on a field, or extras.resetFieldOnHide: false, keeps the value of a hidden field [guide/expression-properties#hidden-fields-reset-resetonhide-get]', () => {
  const field = (own: FormlyFieldConfig): FormlyFieldConfig => ({
    key: 'wrapping',
    type: 'select',
    expressions: {hide: '!model.isGift'},
    ...own,
  });
  const onField = buildForm([field({resetOnHide: false})], {model: {isGift: true, wrapping: 'gold'}});
  changeModel(onField, {isGift: false});
  assert.equal(onField.model['wrapping'], 'gold');
  const global = buildForm([field({})], {
    model: {isGift: true, wrapping: 'gold'},
    configs: [formly.withFormlyFieldExpression(), {extras: {resetFieldOnHide: false}}],
  });
  changeModel(global, {isGift: false});
  assert.equal(global.model['wrapping'], 'gold');
});

test('hiding a group hides all its children, a child with a hide expression of its own too, and removes their controls from the form [guide/expression-properties#hiding-group-hides-children]', () => {
  const built = buildForm(
    [
      {key: 'isGift', type: 'checkbox'},
      {
        expressions: {hide: '!model.isGift'},
        fieldGroup: [
          {key: 'recipient', type: 'input', props: {required: true}},
          {key: 'message', type: 'textarea', expressions: {hide: 'false'}},
        ],
      },
    ],
    {model: {isGift: true}},
  );
  const [recipient, message] = built.fields[1]!.fieldGroup!;
  assert.equal(built.form.valid, false, 'the required recipient counts while shown');
  changeModel(built, {isGift: false});
  assert.equal(message!.hide, true, 'a child whose own hide expression says false is hidden with the group');
  assert.equal(built.form.get('recipient'), null);
  assert.equal(built.form.get('message'), null);
  assert.equal(recipient!.formControl!.parent, null);
  assert.equal(built.form.valid, true, 'a hidden field does not count for validity');
});

test('with lazyRender: false a hidden field stays rendered with display: none; by default it is not rendered [guide/expression-properties#hidden-fields-reset-resetonhide-get]', () => {
  const render = (lazyRender: boolean) => {
    const built = buildForm([{key: 'note', type: 'test', hide: true}], {
      configs: [...testType, {extras: {lazyRender}}],
    });
    return renderField(built.config, built.fields[0]!);
  };
  assert.deepEqual(render(false), {styles: {display: 'none'}, created: ['TestType']});
  assert.deepEqual(render(true), {styles: {}, created: []});
});

test('an expression result is compared by its JSON: a new array with the same content is not assigned or reported again [guide/expression-properties#object-results-compared-json]', () => {
  const {options, events} = withFieldChanges();
  const built = buildForm(
    [
      {
        key: 'size',
        type: 'select',
        expressions: {'props.options': () => [{value: 's'}, {value: 'm'}]},
      },
    ],
    {options},
  );
  const first = built.fields[0]!.props!.options;
  events.length = 0;
  changeModel(built, {size: 's'});
  assert.equal(built.fields[0]!.props!.options, first, 'the first array stays');
  assert.deepEqual(
    events.filter((event) => event.type === 'expressionChanges'),
    [],
  );
});

test('a path that starts with model. writes the result into the model [guide/expression-properties#model-path-writes-model-string]', () => {
  const built = buildForm(
    [
      {key: 'quantity', type: 'input'},
      {key: 'unitPrice', type: 'input'},
      {
        key: 'total',
        type: 'input',
        expressions: {
          'model.total': (field: FormlyFieldConfig) => (field.model?.quantity ?? 0) * (field.model?.unitPrice ?? 0),
        },
      },
    ],
    {model: {quantity: 2, unitPrice: 5}},
  );
  assert.equal(built.model['total'], 10);
  changeModel(built, {quantity: 3});
  assert.equal(built.model['total'], 15);
});

test("in a string, model is the keyed group's object, formState is options.formState and field the field itself [guide/expression-properties#model-path-writes-model-string]", () => {
  const built = buildForm(
    [
      {
        key: 'billing',
        expressions: {'props.label': 'model.city'},
        fieldGroup: [
          {
            key: 'city',
            type: 'input',
            expressions: {
              'props.label': 'model.city + " / " + formState.unit + " / " + field.key',
            },
          },
        ],
      },
    ],
    {model: {billing: {city: 'Ghent'}}, options: {formState: {unit: 'km'}}},
  );
  assert.equal(built.fields[0]!.fieldGroup![0]!.props!.label, 'Ghent / km / city');
  assert.equal(built.fields[0]!.props!.label, 'Ghent', "a keyed group's model is its own object");
});

test('an observable expression is subscribed while the field is rendered; each emitted value is assigned to the path [guide/expression-properties#model-path-writes-model-string]', () => {
  const stockLeft = new rxjs.Subject<number>();
  const built = buildForm([{key: 'quantity', type: 'input', props: {}, expressions: {'props.max': stockLeft}}]);
  const stop = watchField(built.fields[0]!);
  stockLeft.next(20);
  assert.equal(built.fields[0]!.props!.max, 20);
  stockLeft.next(19);
  assert.equal(built.fields[0]!.props!.max, 19);
  stop();
  stockLeft.next(18);
  assert.equal(built.fields[0]!.props!.max, 19, 'no longer once the field is gone');
});

test("checkExpressionOn: 'changeDetectionCheck' runs the expressions at each change detection; the default waits for a model change [guide/expression-properties#model-path-writes-model-string]", () => {
  const run = (checkExpressionOn: 'modelChange' | 'changeDetectionCheck') => {
    const state = {locked: false};
    const built = buildForm([{key: 'nights', type: 'input', expressions: {'props.disabled': () => state.locked}}], {
      configs: [formly.withFormlyFieldExpression(), {extras: {checkExpressionOn}}],
    });
    const form = Object.assign(Object.create(formly.FormlyForm.prototype) as object, {
      field: built.root,
      config: built.config,
    }) as unknown as {ngDoCheck(): void};
    state.locked = true;
    form.ngDoCheck();
    return built.fields[0]!.props!.disabled;
  };
  assert.equal(run('changeDetectionCheck'), true);
  assert.equal(run('modelChange'), false);
});

// The configuration check's reading of a string (lib/field-schema/expression-grammar.ts) against the
// parser's, over the strings a reader writes and a seeded mix of every token kind and of characters
// the parser has no token for: where the parser logs an error, throws, or reads only part of the
// string, the check reports a problem; where the check reports none, the parser's result is what
// JavaScript gives for the same string.
test("the playground's check flags every string the parser refuses or reads otherwise than JavaScript, across a mix of every token", () => {
  const model = {a: 2, b: 3, s: 'x', list: ['p', 'q'], nested: {c: 4}};
  const formState = {f: true, n: 0};
  const written = [
    'model.a > 1',
    '!model.a',
    "model.s === 'x' && formState.f",
    'model.a + model.b * 2',
    'model.a ? model.b : 0',
    "model['a'] - 1",
    'model.list[1]',
    'model.nested.c % 3',
    '-1 + model.a',
    '{ a: 1 }',
    '[1, 2]',
    'model.a; model.b',
    '~model.a',
    'model.a ^ 1',
    '`${model.s}`',
    'model.größe',
    '-model.a',
    '0 < model.a < 3',
    'model.a < model.b > 0',
    'model.a.toFixed(2)',
    '1e3 > model.a',
    "'unclosed",
    'model.a <== 2',
    'model.a = 2',
    'model.a >=',
    '1.2.3',
    'true.x',
    'model.a ? model.b ? 1 : 2 : 3',
    '(model.a',
    'model.a)',
    'formState.n === 0 || model.zzz',
  ];
  // A seeded generator (mulberry32), so that a failure names a string that stays the same.
  let seed = 0x5eed;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pieces = [
    'model.a',
    'model.b',
    'model.s',
    "model['a']",
    'model.list[0]',
    'formState.f',
    'foo',
    '1',
    '2.5',
    '-1',
    "'x'",
    'true',
    'null',
    'undefined',
    '!',
    '===',
    '!==',
    '==',
    '<',
    '>=',
    '=',
    '+',
    '-',
    '*',
    '%',
    '&&',
    '||',
    '?',
    ':',
    '(',
    ')',
    '[',
    ']',
    '.',
    '{',
    ';',
    '~',
    '`',
    'é',
    '1e3',
    'typeof',
  ];
  const mixed = Array.from({length: 240}, () =>
    Array.from({length: 1 + Math.floor(random() * 5)}, () => pieces[Math.floor(random() * pieces.length)]).join(
      random() < 0.8 ? ' ' : '',
    ),
  );
  const javascript = (expression: string): {value: unknown} | undefined => {
    try {
      return {value: new Function('model', 'formState', `return (${expression});`)(model, formState)};
    } catch {
      return undefined;
    }
  };
  let refused = 0;
  let agreed = 0;
  for (const expression of [...written, ...mixed]) {
    const problem = expressionProblem(expression);
    const logged: string[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    let outcome: {value: unknown} | 'threw';
    try {
      const {fields} = buildForm([{key: 'value', type: 'input', expressions: {'props.label': expression}}], {
        model: structuredClone(model),
        options: {formState: structuredClone(formState)},
      });
      outcome = {value: fields[0]!.props!.label};
    } catch {
      outcome = 'threw';
    } finally {
      console.error = consoleError;
    }
    if (outcome === 'threw' || logged.some((line) => line.includes('Expression parse error'))) {
      assert.ok(problem, `the parser refuses ${JSON.stringify(expression)}, the check says nothing`);
      refused++;
      continue;
    }
    if (problem === undefined) {
      const expected = javascript(expression);
      if (expected) {
        assert.deepEqual(outcome.value, expected.value, `${JSON.stringify(expression)}: parser and JavaScript differ`);
        agreed++;
      }
    }
  }
  // The mix covers both sides: strings the parser refuses and strings it reads as JavaScript does.
  assert.ok(refused > 20 && agreed > 10, `refused ${refused}, agreed ${agreed}`);
});

test('what the check says of each: a second comparison and an unclosed string pass silently, <== stops the form, ; ` é ~ stop the parser', () => {
  // "compares twice in a row": the first comparison is the result, the rest ignored, nothing logged.
  assert.deepEqual(parsed('0 < model.a < 1', {a: 2}), {result: true, logged: []});
  // "opens a string that is never closed": the rest is its text, without an error.
  assert.deepEqual(parsed("'abc && model.a", {a: 2}), {result: 'abc && model.a', logged: []});
  assert.throws(
    () => buildForm([{key: 'value', type: 'input', expressions: {'props.label': 'model.a <== 2'}}], {model: {a: 1}}),
    /Unknown operator: <==/,
  );
  for (const expression of ['model.a; model.b', '`x`', 'model.größe', '~model.a']) {
    const {result, logged} = parsed(expression, {a: 1});
    assert.equal(result, false, expression);
    assert.match(logged.join('\n'), /Expression parse error/, expression);
  }
  // "reach a key with another letter in brackets".
  assert.deepEqual(parsed("model['größe']", {größe: 3}), {result: 3, logged: []});
});

/** The page's own helper and fields (block outer-model.ts). */
const outerModel = () =>
  runPageModule<{
    formModel: (field: FormlyFieldConfig) => Record<string, unknown> | undefined;
    shippingFields: FormlyFieldConfig[];
  }>('docs/guide/expression-properties.mdx', 'outer-model.ts');

/** Every field of a built tree, the root excluded. */
function allFields(field: FormlyFieldConfig): FormlyFieldConfig[] {
  return (field.fieldGroup ?? []).flatMap((child) => [child, ...allFields(child)]);
}

test("outer model: in a keyed group model is the group's object; each parent step gives the model above; a keyless group adds a step, not a level; the top field holds the form model", () => {
  const {formModel} = outerModel();
  class RepeatType extends formly.FieldArrayType {}
  const model = {
    country: 'FR',
    address: {street: 'Rue Oberkampf', floor: {level: 3}},
    parcels: [{weight: 2}, {weight: 5}],
  };
  const built = buildForm(
    [
      {key: 'country', type: 'input'},
      {
        key: 'address',
        fieldGroup: [
          {key: 'street', type: 'input', expressions: {'props.label': 'model.country'}},
          {fieldGroup: [{key: 'floor', fieldGroup: [{key: 'level', type: 'input'}]}]},
        ],
      },
      {key: 'parcels', type: 'repeat', fieldArray: {fieldGroup: [{key: 'weight', type: 'input'}]}},
    ],
    {model, options: optionsWithViewContainer(), configs: [{types: [{name: 'repeat', component: RepeatType}]}]},
  );
  const street = built.fields[1]!.fieldGroup![0]!;
  assert.equal(street.model, model.address);
  assert.equal(street.props!.label, undefined, 'model.country finds nothing inside address');
  assert.equal(street.parent!.model, model.address);
  assert.equal(street.parent!.parent!.model, model);

  const keyless = built.fields[1]!.fieldGroup![1]!;
  const level = keyless.fieldGroup![0]!.fieldGroup![0]!;
  assert.equal(level.model, model.address.floor);
  assert.equal(level.parent!.parent!.model, model.address, 'the keyless group shares its parent model');
  assert.equal(level.parent!.parent!.parent!.model, model.address);

  const weight = built.fields[2]!.fieldGroup![1]!.fieldGroup![0]!;
  assert.equal(weight.model, model.parcels[1]);
  assert.equal(weight.parent!.model, model.parcels[1]);
  assert.equal(weight.parent!.parent!.model, model.parcels);
  assert.equal(weight.parent!.parent!.parent!.model, model);

  for (const field of allFields(built.root)) {
    assert.equal(formModel(field), model, `formModel() from ${String(field.key ?? 'a keyless group')}`);
  }
});

test("outer model: the page's nested state and zip fields follow the outer country after each model change", () => {
  const {shippingFields} = outerModel();
  const built = buildForm(shippingFields, {model: {country: 'FR', address: {}}});
  const [state, zip] = [1, 2].map((i) => built.fields[1]!.fieldGroup![i]!);
  assert.equal(state!.hide, true);
  assert.equal(zip!.props!.label, 'Postcode');
  changeModel(built, {country: 'US'});
  assert.equal(state!.hide, false);
  assert.equal(zip!.props!.label, 'ZIP code');
  assert.ok(built.form.get('address.state'), 'the shown field is back in the form');
});

test('outer model: formState is the same object for every field, however deep, and a change is seen at every depth', () => {
  const formState = {readOnly: false};
  const built = buildForm(
    [
      {key: 'a', type: 'input', expressions: {'props.readonly': 'formState.readOnly'}},
      {
        key: 'b',
        fieldGroup: [
          {
            fieldGroup: [
              {
                key: 'c',
                fieldGroup: [{key: 'd', type: 'input', expressions: {'props.readonly': 'formState.readOnly'}}],
              },
            ],
          },
        ],
      },
    ],
    {options: {formState}},
  );
  const deep = built.fields[1]!.fieldGroup![0]!.fieldGroup![0]!.fieldGroup![0]!;
  for (const field of allFields(built.root)) {
    assert.equal(field.options!.formState, formState);
  }
  formState.readOnly = true;
  built.options.checkExpressions!(built.root);
  assert.equal(built.fields[0]!.props!.readonly, true);
  assert.equal(deep.props!.readonly, true);
});

/** A keyed group whose fields record the `model` their string and function expressions receive. */
function addressGroup(extra: Partial<FormlyFieldConfig> = {}): {group: FormlyFieldConfig; seen: unknown[]} {
  const seen: unknown[] = [];
  const group: FormlyFieldConfig = {
    key: 'address',
    ...extra,
    fieldGroup: [
      {key: 'street', type: 'input', expressions: {'props.label': 'model === undefined ? "no model" : "model"'}},
      {key: 'city', type: 'input', expressions: {'props.label': (field) => (seen.push(field.model), 'City')}},
    ],
  };
  return {group, seen};
}

test('a keyed group whose object is missing from the model: the build adds no object, and the string and function expressions of its fields get model undefined [guide/expression-properties#keyed-group-missing-object-model-undefined]', () => {
  const {group, seen} = addressGroup();
  const {model, fields} = buildForm([group], {model: {}});
  assert.deepEqual(model, {});
  assert.equal(fields[0]!.fieldGroup![0]!.props!.label, 'no model');
  assert.ok(seen.length > 0);
  assert.ok(seen.every((value) => value === undefined));
});

test('with the object missing, the string expression model.street gives undefined without an error under withFormlyFieldExpression(); the function reading field.model.street throws, and so does the string compiled with new Function (no withFormlyFieldExpression()), each error naming the expression [guide/expression-properties#missing-object-string-vs-function]', () => {
  const {fields} = buildForm([
    {
      key: 'address',
      fieldGroup: [
        {key: 'street', type: 'input', expressions: {hide: 'model.street === "x"', 'props.label': 'model.street'}},
      ],
    },
  ]);
  assert.equal(fields[0]!.fieldGroup![0]!.hide, false);
  assert.equal(fields[0]!.fieldGroup![0]!.props!.label, undefined);
  assert.throws(
    () =>
      buildForm([
        {
          key: 'address',
          fieldGroup: [{key: 'street', type: 'input', expressions: {'props.label': (field) => field.model.street}}],
        },
      ]),
    /\[Formly Error\] \[Expression "props\.label"\] Cannot read properties of undefined \(reading 'street'\)/,
  );
  for (const expression of ['model.street === "x"', 'model.street']) {
    assert.throws(
      () =>
        buildForm(
          [{key: 'address', fieldGroup: [{key: 'street', type: 'input', expressions: {'props.label': expression}}]}],
          {configs: []},
        ),
      /\[Formly Error\] \[Expression "props\.label"\] Cannot read properties of undefined \(reading 'street'\)/,
    );
  }
});

test("defaultValue: {} on the group puts the object into the model at build time and its fields' expressions get it as model; the page's delivery fields run [guide/expression-properties#group-default-value-creates-object]", () => {
  const {group, seen} = addressGroup({defaultValue: {}});
  const {model, fields} = buildForm([group], {model: {}});
  assert.deepEqual(model, {address: {}});
  assert.equal(fields[0]!.fieldGroup![0]!.props!.label, 'model');
  assert.ok(seen.length > 0 && seen.every((value) => value === model['address']));

  const {deliveryFields} = runPageModule<{deliveryFields: FormlyFieldConfig[]}>(
    'docs/guide/expression-properties.mdx',
    'delivery.fields.ts',
  );
  const built = buildForm(deliveryFields, {model: {}});
  const [, street, locker] = built.fields[0]!.fieldGroup!;
  assert.deepEqual(built.model, {delivery: {}});
  assert.equal(locker!.props!.label, 'Safe place');
  changeModel(built, {delivery: {method: 'pickup'}});
  assert.equal(street!.hide, true);
  assert.equal(locker!.props!.label, 'Pick-up point');
});

test('a function expression that returns an Observable, in expressions or expressionProperties, assigns the Observable itself (its text is [object Object]) and nothing subscribes to it; the Observable given directly is subscribed and its value assigned [guide/expression-properties#function-returning-observable-assigned-as-is, guide/expression-properties#observable-given-directly-assigned]', () => {
  let subscriptions = 0;
  const label$ = rxjs.defer(() => {
    subscriptions += 1;
    return rxjs.of('Ada');
  });
  const built = buildForm([
    {key: 'viaExpressions', type: 'input', props: {}, expressions: {'props.label': () => label$}},
    {key: 'viaExpressionProperties', type: 'input', props: {}, expressionProperties: {'props.label': () => label$}},
    {key: 'direct', type: 'input', props: {}, expressions: {'props.label': label$}},
  ]);
  const [viaExpressions, viaExpressionProperties, direct] = built.fields;
  const stops = built.fields.map((field) => watchField(field));
  changeModel(built, {viaExpressions: 'typed'});
  for (const field of [viaExpressions!, viaExpressionProperties!]) {
    assert.equal(field.props!.label, label$, `${field.key as string}: the Observable, as returned`);
    assert.equal(`${field.props!.label}`, '[object Object]');
  }
  assert.equal(direct!.props!.label, 'Ada');
  assert.equal(subscriptions, 1, 'only the directly given Observable was subscribed');
  stops.forEach((stop) => stop());
});

test("the page's onInit hook returns a stream of another control's valueChanges: Formly subscribes as the field's <formly-field> initialises, the tap sets props.label, and destroying that <formly-field> unsubscribes; the label follows the country the model starts with too [guide/expression-properties#oninit-observable-sets-property]", () => {
  const addressFields = () =>
    runPageModule<{addressFields: FormlyFieldConfig[]}>('docs/guide/expression-properties.mdx', 'address.fields.ts')
      .addressFields;
  const built = buildForm(addressFields());
  const [country, region] = built.fields;
  country!.formControl!.setValue('US');
  assert.equal(region!.props!.label, 'Region', 'not subscribed before its <formly-field> initialises');
  const started = startField(region!);
  assert.equal(region!.props!.label, 'State', 'the value the control holds when its <formly-field> initialises');
  country!.formControl!.setValue('PT');
  assert.equal(region!.props!.label, 'Region');
  country!.formControl!.setValue('US');
  assert.equal(region!.props!.label, 'State');
  started.destroy();
  country!.formControl!.setValue('PT');
  assert.equal(region!.props!.label, 'State', 'unsubscribed once its <formly-field> is destroyed');

  // A model that starts with a country: the label is right before the reader types anything.
  for (const [code, label] of [
    ['US', 'State'],
    ['PT', 'Region'],
  ] as const) {
    const opened = buildForm(addressFields(), {model: {country: code}});
    const openedRegion = opened.fields[1]!;
    const field = startField(openedRegion);
    assert.equal(openedRegion.props!.label, label, `a model that starts with country ${code}`);
    field.destroy();
  }
});
