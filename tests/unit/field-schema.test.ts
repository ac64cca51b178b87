/**
 * The JSON Schemas of field configurations (lib/field-schema): what they list per kit, what
 * they mark deprecated, that every example and every playground starter passes its kit's
 * schema, and that the one checker (check.ts) rejects exactly what a standard JSON Schema
 * validator rejects.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import {EditorState} from '@codemirror/state';
import {json} from '@codemirror/lang-json';
import {syntaxTreeAvailable} from '@codemirror/language';
import {collectDemoFolders, readDemoSources} from '../../lib/demo-folders';
import {demoKits} from '../../lib/kit-variants';
import {kitRegistrations} from '../../lib/kit-features';
import {playgroundKits} from '../../lib/playground-protocol';
import {buildFieldSchemas, schemaKits, schemaRoute, withAppRegistrations} from '../../lib/field-schema/generate';
import {frameRegistrationsFor} from '../../lib/example-registrations';
import {checkFieldConfig, expressionProblem, formatIssues, RuntimeValue} from '../../lib/field-schema/check';
import {exampleFields, registrationsOf} from '../../lib/field-schema/source-fields';
import {typeNamesOf, type FieldArraySchema, type PropertySchema} from '../../lib/field-schema/types';
import {collectExampleStarters, collectHomeStarter} from '../../plugins/playground/examples';
import {builtInStarters} from '../../plugins/playground/starters';
import {fieldDiagnostics} from '../../plugins/playground/theme/PlaygroundPage/field-schema-client';

const siteDir = path.join(__dirname, '..', '..');
const demosDir = path.join(siteDir, 'demos');
const siteUrl = 'https://formly.dev/';
const schemas = buildFieldSchemas({siteUrl});

function validator(schema: FieldArraySchema) {
  const ajv = new Ajv({allErrors: true});
  // Annotations for editors and readers, not constraints.
  ajv.addVocabulary(['x-typescript', 'x-package', 'x-wrappers', 'x-app-registrations', 'deprecationMessage']);
  return ajv.compile(schema);
}

describe('the schema of each kit', () => {
  test('there is one per published kit, at its stable URL, and a JSON Schema validator compiles it [guide/ai-assistants#published-kit-s-schema-lists]', () => {
    assert.deepEqual(
      Object.keys(schemas),
      schemaKits.map((kit) => kit.name),
    );
    for (const kit of schemaKits) {
      const schema = schemas[kit.name];
      assert.equal(schema.$id, `${siteUrl}${schemaRoute(kit.name)}`);
      assert.equal(schema['x-package'], kit.package);
      assert.equal(typeof validator(schema), 'function');
      // As docs/guide/ai-assistants.mdx tells readers to compile it.
      assert.equal(typeof new Ajv({strict: false}).compile(schema), 'function');
    }
  });

  test("lists every type and wrapper the kit's API pages document, and the props each type's component reads [guide/ai-assistants#published-kit-s-schema-lists]", () => {
    for (const kit of schemaKits) {
      const schema = schemas[kit.name];
      const registrations = kitRegistrations(kit);
      const types = registrations.filter((entry) => entry.kind === 'type').map((entry) => entry.name);
      const wrappers = registrations.filter((entry) => entry.kind === 'wrapper').map((entry) => entry.name);
      assert.ok(types.length > 0, kit.name);
      for (const type of types) {
        assert.ok(typeNamesOf(schema).includes(type), `${kit.name}: type "${type}" missing from the schema`);
      }
      for (const wrapper of wrappers) {
        assert.ok(schema['x-wrappers'].includes(wrapper), `${kit.name}: wrapper "${wrapper}" missing`);
      }
      const inputProps = schema.definitions['props:input'].properties;
      assert.equal((inputProps.label as PropertySchema).type, 'string', `${kit.name}: props:input.label`);
      assert.equal((inputProps.required as PropertySchema).type, 'boolean', `${kit.name}: props:input.required`);
    }
  });

  test('the "Formly with AI assistants" guide links the schema of every published kit', () => {
    const guide = readFileSync(path.join(siteDir, 'docs', 'guide', 'ai-assistants.mdx'), 'utf8');
    for (const kit of schemaKits) {
      assert.ok(guide.includes(`(pathname:///${schemaRoute(kit.name)})`), `the guide links /${schemaRoute(kit.name)}`);
    }
  });

  test('marks the deprecated keys deprecated and names their replacement [guide/ai-assistants#templateoptions-expressionproperties]', () => {
    for (const kit of schemaKits) {
      const members = schemas[kit.name].definitions.field.properties;
      const props = schemas[kit.name].definitions['props:input'].properties;
      const expected: [PropertySchema, RegExp][] = [
        [members.templateOptions as PropertySchema, /`props`/],
        [members.expressionProperties as PropertySchema, /`expressions`/],
        [members.hideExpression as PropertySchema, /`expressions: \{ hide/],
        [props.minlength as PropertySchema, /`minLength`/],
        [props.maxlength as PropertySchema, /`maxLength`/],
      ];
      for (const [schema, replacement] of expected) {
        assert.equal(schema.deprecated, true, `${kit.name}: ${schema.deprecationMessage}`);
        assert.match(schema.deprecationMessage ?? '', replacement);
      }
      assert.equal((members.props as PropertySchema).deprecated, undefined);
    }
  });
});

test("every example's fields pass the schema of every kit it runs in, with no deprecated key", () => {
  let checked = 0;
  for (const demo of collectDemoFolders(demosDir)) {
    const sources = readDemoSources(demo);
    const registered = sources
      .filter((file) => file.name.endsWith('.ts'))
      .map((file) => registrationsOf(file.code, file.name));
    const own = {types: registered.flatMap((r) => r.types), wrappers: registered.flatMap((r) => r.wrappers)};
    const forms = exampleFields(sources);
    assert.ok(forms.length > 0, `${demo.name}: no \`fields\` found in its sources`);
    for (const fields of forms) {
      assert.ok(!(fields instanceof RuntimeValue), `${demo.name}: its fields are computed, so no check can read them`);
      for (const kit of demoKits(demo, sources).kits) {
        const issues = checkFieldConfig(schemas[kit], fields, own);
        assert.equal(issues.length, 0, `${demo.name} in ${kit}:\n${formatIssues(issues)}`);
        checked++;
      }
    }
  }
  assert.ok(checked >= collectDemoFolders(demosDir).length);
});

test("every playground starter's field array passes its kit's schema, as a JSON Schema validator and the checker read it", () => {
  const home = collectHomeStarter(path.join(siteDir, 'src', 'pages', '_home-sample.mdx'));
  const starters = [
    ...builtInStarters,
    ...collectExampleStarters(demosDir, path.join(siteDir, 'docs')),
    ...(home ? [home] : []),
  ].filter((starter) => starter.mode === 'fields');
  assert.ok(starters.length > builtInStarters.length);
  // As the playground's editor gets it: with what the frame registers besides the kit's own.
  // Compiled once per kit: compiling the schema, not validating with it, takes the time.
  const perKit = new Map(
    playgroundKits.map((kit) => {
      const schema = withAppRegistrations(schemas[kit], frameRegistrationsFor(kit));
      return [kit, {schema, validate: validator(schema)}] as const;
    }),
  );
  for (const starter of starters) {
    for (const kit of starter.kits ?? playgroundKits) {
      const {schema, validate} = perKit.get(kit)!;
      const fields: unknown = JSON.parse(starter.config);
      assert.ok(validate(fields), `${starter.id} in ${kit}: ${JSON.stringify(validate.errors)}`);
      const issues = checkFieldConfig(schema, fields);
      assert.equal(issues.length, 0, `${starter.id} in ${kit}:\n${formatIssues(issues)}`);
    }
  }
});

describe('the checker', () => {
  const schema = schemas.bootstrap;
  const validate = validator(schema);

  test("with Formly 7.1's expression parser, reports a function or an unknown name in a string expression, with what to write", () => {
    const fields = [
      {
        key: 'a',
        expressions: {hide: '(field) => !field.model.a', 'props.label': 'model.name', 'props.disabled': 'foo.bar'},
      },
      {key: 'b', hideExpression: 'function () { return true; }'},
      {key: 'c', expressionProperties: {'props.required': "formState.strict && field.model.c !== 'x y'"}},
    ];
    const issues = checkFieldConfig(schema, fields, {expressionParser: true});
    assert.deepEqual(
      issues.filter((issue) => issue.severity === 'error').map((issue) => issue.path),
      ['fields[0].expressions.hide', 'fields[0].expressions["props.disabled"]', 'fields[1].hideExpression'],
      formatIssues(issues),
    );
    assert.match(issues[0]!.message, /is a function.*Write what the function returns.*: "!field\.model\.a"\./);
    assert.match(issues[1]!.message, /reads "foo", which is not model, formState or field: .* \(undefined, or one/);
    // Quoted text is data: the word function in a string, or after a dot, is not a function.
    for (const fine of [
      "model.kind === 'function'",
      'model.function',
      '0.5 > model.n',
      'model.a && !model.b',
      'model.a ? 1 : 2',
      "model['a-b'] === 'x = y'",
      'model.a >= 1 && model.b <= 2 && model.c !== 3',
    ]) {
      assert.equal(expressionProblem(fine), undefined, fine);
    }
    for (const [refused, operator] of [
      ['model.a?.b', '?.'],
      ['model.a ?? 1', '??'],
      ['model.a & 1', '&'],
      ['model.a = 1', '='],
    ]) {
      assert.ok(expressionProblem(refused!)?.startsWith(`uses "${operator}"`), refused);
    }
    assert.match(expressionProblem("model.tags.includes('y')") ?? '', /^calls includes\(…\)/);
    assert.match(expressionProblem('1e3 > model.n') ?? '', /^writes the number 1e3/);
    // Each other way the parser stops, or reads only part of a string, with what to write instead.
    for (const [expression, message] of [
      ['0 < model.a < 3', /^compares twice in a row \("0 < model\.a <"\).*Join two comparisons with &&/],
      ["'unclosed", /^opens a string that is never closed/],
      ['model.a <== 2', /^uses "<==".*Unknown operator: <==/],
      ['model.a; model.b', /^uses ";".*remove the semicolon/],
      ['`${model.a}`', /^uses "`".*join strings with \+/],
      ['model.größe > 1', /^uses "ö".*model\['größe'\]/],
      ['~model.a', /^uses "~"/],
      ['{ a: 1 }', /^uses "\{".*no object literals/],
      ['-model.a', /^puts a minus sign.*"0 - model\.offset"/],
      ['model.a >=', /^ends too early, after ">="/],
      ['model.a foo', /^has more after a complete expression: .* stops after "model\.a" and ignores "foo"/],
      ['(model) => model.a', /: "field\.a"\.$/],
      ['(f) => f.model.a && f.key', /: "field\.model\.a && field\.key"\.$/],
    ] as const) {
      assert.match(expressionProblem(expression) ?? 'no problem', message, expression);
    }
    // Without the parser (the default compiler runs the string as code), none of them is an error.
    assert.deepEqual(
      checkFieldConfig(schema, fields).filter((issue) => issue.severity === 'error'),
      [],
    );
  });

  test('reports a function expression (keyword, parameters, body, or an arrow), and the word function used as a name as an unknown name', () => {
    for (const written of [
      'function () { return true; }',
      'function visible(field) { return !field.model.a; }',
      '(f) => f.model.a',
    ]) {
      assert.match(
        expressionProblem(written) ?? '',
        /^is a function, .*logs "Expression parse error"; a hide or props\.disabled expression can then stop the form/,
        written,
      );
    }
    for (const name of ['!function', 'model.agreed || function', 'function(x)']) {
      const problem = expressionProblem(name) ?? '';
      assert.doesNotMatch(problem, /is a function/, name);
      assert.match(problem, /^reads "function", which is not model, formState or field/, name);
    }
    assert.equal(expressionProblem('model.function'), undefined);
  });

  test('says a call gives what the path holds: the function itself on an object that has one, undefined on plain data', () => {
    const problem = expressionProblem('model.isValid()') ?? '';
    assert.match(
      problem,
      /^calls isValid\(…\), .*drops the call and gives what the path holds: the function itself on an object that has one, which counts as true; undefined on plain data, which counts as false\./,
    );
    assert.doesNotMatch(problem, /gives the function itself, which counts as true\./);
  });

  test('where the app names its validators, a named validator it does not register is an error that says what is registered', () => {
    const withApp = withAppRegistrations(schema, {validators: ['email', 'uniqueKey']});
    const fields = [
      {key: 'a', validators: {validation: ['emial', {name: 'uniqueKey'}]}},
      {key: 'b', asyncValidators: {validation: [{name: 'taken'}]}},
    ];
    const issues = checkFieldConfig(withApp, fields);
    assert.deepEqual(
      issues.map((issue) => issue.path),
      ['fields[0].validators.validation[0]', 'fields[1].asyncValidators.validation[0]'],
      formatIssues(issues),
    );
    assert.match(
      issues[0]!.message,
      /no validator is registered as "emial".*Did you mean "email"\?.*"email", "uniqueKey"/,
    );
    // Without the app's list (validate_config, a kit's schema alone), names are not judged.
    assert.deepEqual(checkFieldConfig(schema, fields), []);
  });

  test("lists the kit's own types and wrappers as the kit's, and what the app registers besides them apart", () => {
    const withApp = withAppRegistrations(schema, {types: ['repeat', 'input'], wrappers: ['panel']});
    const [type, wrapper] = checkFieldConfig(withApp, [{key: 'a', type: 'nope', wrappers: ['nope']}]);
    const own = /Its types are (.*?)(, and registered besides them: (.*?))?; /.exec(type!.message)!;
    assert.match(own[1]!, /"input"/);
    assert.doesNotMatch(own[1]!, /"repeat"/);
    assert.equal(own[3], '"repeat"');
    assert.match(wrapper!.message, /Its wrappers are .*"form-field".*, and registered besides them: "panel"; /);
    // Names given to the check itself (validate_config's customTypes) are the app's too.
    const [custom] = checkFieldConfig(schema, [{key: 'a', type: 'nope'}], {types: ['stars']});
    assert.match(custom!.message, /, and registered besides them: "stars"; /);
  });

  test('rejects what a JSON Schema validator rejects, and says how to fix it', () => {
    const broken: [unknown, string, RegExp][] = [
      [{key: 'name'}, 'fields', /must be an array of fields/],
      [[42], 'fields[0]', /must be an object describing one field/],
      [[{key: 'a', type: 'inptu'}], 'fields[0].type', /registers no type "inptu"\. Did you mean "input"\?/],
      [[{key: 'a', type: 'input', label: 'Name'}], 'fields[0].label', /"label" is a prop: move it into "props"/],
      [[{key: 'a', clasName: 'x'}], 'fields[0].clasName', /Did you mean "className"\?/],
      [[{key: 'a', type: 'input', props: {required: 'yes'}}], 'fields[0].props.required', /must be a boolean/],
      [[{key: 'a', type: 'input', props: {labelPosition: 'left'}}], 'fields[0].props.labelPosition', /"floating"/],
      [[{key: 'a', wrappers: ['panel']}], 'fields[0].wrappers[0]', /registers no wrapper "panel"/],
      [[{fieldGroup: [{key: 'b', hide: 'no'}]}], 'fields[0].fieldGroup[0].hide', /must be a boolean/],
      [[{key: 'a', type: 'input', props: 'Name'}], 'fields[0].props', /must be an object of the field's props/],
    ];
    for (const [fields, where, message] of broken) {
      assert.equal(validate(fields), false, `a JSON Schema validator accepts ${JSON.stringify(fields)}`);
      const errors = checkFieldConfig(schema, fields).filter((issue) => issue.severity === 'error');
      assert.ok(
        errors.some((issue) => issue.path === where && message.test(issue.message)),
        `${JSON.stringify(fields)}: ${formatIssues(errors)}`,
      );
    }
  });

  test('a configuration nested thousands of levels deep gets one error instead of overflowing the stack', () => {
    let group: unknown = [{key: 'leaf'}];
    let chain: unknown = {key: 'leaf'};
    for (let level = 0; level < 20000; level++) {
      group = [{fieldGroup: group}];
      chain = {fieldArray: chain};
    }
    for (const fields of [group, [chain]]) {
      const issues = checkFieldConfig(schema, fields);
      assert.equal(issues.length, 1);
      assert.match(issues[0].message, /the check stops here/);
    }
  });

  test('warns of deprecated keys, which a validator only annotates, and accepts what the app registers [guide/ai-assistants#validator-accepts-deprecated-keys]', () => {
    const deprecated = [
      {key: 'a', type: 'input', templateOptions: {label: 'A', minlength: 2}, hideExpression: 'model.b'},
    ];
    assert.equal(validate(deprecated), true);
    const issues = checkFieldConfig(schema, deprecated);
    assert.deepEqual(
      issues.map((issue) => [issue.severity, issue.path]),
      [
        ['warning', 'fields[0].templateOptions.minlength'],
        ['warning', 'fields[0].templateOptions'],
        ['warning', 'fields[0].hideExpression'],
      ],
    );
    assert.match(issues[1].message, /use `props` instead/);
    const custom = [{key: 'a', type: 'rating', wrappers: ['panel']}];
    assert.deepEqual(checkFieldConfig(schema, custom, {types: ['rating'], wrappers: ['panel']}), []);
  });
});

// The editor starts with only the first few thousand characters parsed and parses the rest in idle
// time; its marks must not stop where that first parse did.
test("the editor's marks reach a field past the text the editor has parsed so far", () => {
  const fields: unknown[] = Array.from({length: 60}, (_, i) => ({
    key: `f${i}`,
    type: 'input',
    props: {label: `Field ${i}`},
  }));
  fields.push({key: 'last', type: 'no-such-type'});
  const doc = JSON.stringify(fields, null, 2);
  const state = EditorState.create({doc, extensions: [json()]});
  // The premise: CodeMirror has not parsed as far as the last field yet.
  assert.equal(syntaxTreeAvailable(state, doc.length), false);
  const marks = fieldDiagnostics(schemas.bootstrap, state);
  assert.equal(marks.length, 1);
  assert.equal(state.sliceDoc(marks[0].from, marks[0].to), '"no-such-type"');
  assert.match(marks[0].message, /registers no type "no-such-type"/);
});
