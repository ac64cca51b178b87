/**
 * validate_config as an assistant's client meets it (the built package, mcp/dist, over stdio): 22
 * typical mistakes in a field configuration, each reported at its field with its fix and the check
 * that found it, and every example's configuration, in every kit it runs in, reported valid. The
 * examples, their kits and what they register are read from the demo folders, so a new example needs
 * no edit here.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, before, test} from 'node:test';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {callTool, connectBuiltServer, siteDir} from './built-server';
import {collectDemoFolders, readDemoSources} from '../../lib/demo-folders';
import {RuntimeValue} from '../../lib/field-schema/check';
import {
  configEntryNames,
  exampleFields,
  initializersOf,
  jsonPart,
  registrationsOf,
} from '../../lib/field-schema/source-fields';
import {demoKits} from '../../lib/kit-variants';

let client: Client;

before(async () => {
  client = await connectBuiltServer('formly-check-test');
});

after(async () => {
  await client?.close();
});

async function validate(args: Record<string, unknown>): Promise<string> {
  const {text, isError} = await callTool(client, 'validate_config', args);
  assert.equal(isError, false, text);
  return text;
}

interface Mistake {
  /** What the author meant to write. */
  what: string;
  args: Record<string, unknown>;
  /** The path the report names. */
  path: string;
  /** What its fix says. */
  fix: RegExp;
}

const input = (extra: Record<string, unknown> = {}) => ({key: 'email', type: 'input', ...extra});

/** The 22 mistakes of issue 43, in Bootstrap: the 11 the schema alone let through, then 11 it catches. */
const mistakes: Mistake[] = [
  {
    what: 'expressions.hidden for expressions.hide',
    args: {fields: [input({expressions: {hidden: '!model.email'}})]},
    path: 'fields[0].expressions.hidden',
    fix: /Did you mean "hide"\?/,
  },
  {
    what: 'props.disable for props.disabled',
    args: {fields: [input({props: {disable: true}})]},
    path: 'fields[0].props.disable',
    fix: /Did you mean "disabled"\?/,
  },
  {
    what: 'a top-level prop for props',
    args: {fields: [input({prop: {label: 'Email'}})]},
    path: 'fields[0].prop',
    fix: /Did you mean "props"\?/,
  },
  {
    what: 'props.lable',
    args: {fields: [input({props: {lable: 'Email'}})]},
    path: 'fields[0].props.lable',
    fix: /Did you mean "label"\?/,
  },
  {
    what: 'props.multipe on a select',
    args: {fields: [{key: 'tags', type: 'select', props: {multipe: true, options: []}}]},
    path: 'fields[0].props.multipe',
    fix: /Did you mean "multiple"\?/,
  },
  {
    what: 'validators.validation as a string',
    args: {fields: [input({validators: {validation: 'ip'}})], customValidators: ['ip']},
    path: 'fields[0].validators.validation',
    fix: /must be an array .*\["ip"\]/,
  },
  {
    what: 'validators as an array of names',
    args: {fields: [input({validators: ['ip']})]},
    path: 'fields[0].validators',
    fix: /"validators": \{"validation": \["ip"\]\}/,
  },
  {
    what: "modelOptions.updateOn 'onblur'",
    args: {fields: [input({modelOptions: {updateOn: 'onblur'}})]},
    path: 'fields[0].modelOptions.updateOn',
    fix: /Did you mean "blur"\?/,
  },
  {
    what: 'an object as key',
    args: {fields: [input({key: {}})]},
    path: 'fields[0].key',
    fix: /a string such as "email"/,
  },
  {
    what: "options named by a string, 'countries$'",
    args: {fields: [{key: 'country', type: 'select', props: {options: 'countries$'}}]},
    path: 'fields[0].props.options',
    fix: /set props\.options to the array or Observable itself/,
  },
  {
    what: 'two fields with one key',
    args: {fields: [input(), input()]},
    path: 'fields[1].key',
    fix: /Give each field its own key/,
  },
  {
    what: 'a repeat type without fieldArray',
    args: {fields: [{key: 'tasks', type: 'repeat'}], customTypes: ['repeat'], arrayTypes: ['repeat']},
    path: 'fields[0]',
    fix: /Add "fieldArray"/,
  },
  {
    what: "a type's name in another case",
    args: {fields: [input({type: 'Input'})]},
    path: 'fields[0].type',
    fix: /Did you mean "input"\?/,
  },
  {
    what: 'a wrapper the kit does not register',
    args: {fields: [input({wrappers: ['panel']})]},
    path: 'fields[0].wrappers[0]',
    fix: /customWrappers|registered in your app/,
  },
  {
    what: 'wrappers as a string',
    args: {fields: [input({wrappers: 'form-field'})]},
    path: 'fields[0].wrappers',
    fix: /must be an array of wrapper names/,
  },
  {
    what: 'templateOptions (v5)',
    args: {fields: [input({templateOptions: {label: 'Email'}})]},
    path: 'fields[0].templateOptions',
    fix: /props/,
  },
  {
    what: 'hideExpression (v5)',
    args: {fields: [input({hideExpression: '!model.name'})]},
    path: 'fields[0].hideExpression',
    fix: /expressions/,
  },
  {
    what: 'expressionProperties (v5)',
    args: {fields: [input({expressionProperties: {'props.disabled': '!model.name'}})]},
    path: 'fields[0].expressionProperties',
    fix: /expressions/,
  },
  {
    what: "a label at the field's level",
    args: {fields: [input({label: 'Email'})]},
    path: 'fields[0].label',
    fix: /move it into "props"/,
  },
  {
    what: "props.required as the string 'true'",
    args: {fields: [input({props: {required: 'true'}})]},
    path: 'fields[0].props.required',
    fix: /must be a boolean/,
  },
  {
    what: 'fieldGroup as an object',
    args: {fields: [{key: 'address', fieldGroup: {key: 'city', type: 'input'}}]},
    path: 'fields[0].fieldGroup',
    fix: /must be an array of fields/,
  },
  {
    what: 'asyncValidator for asyncValidators',
    args: {fields: [input({asyncValidator: {validation: ['unique']}})]},
    path: 'fields[0].asyncValidator',
    fix: /Did you mean "asyncValidators"\?/,
  },
];

/** The line of a report about `path`, by its severity and the checks that found it. */
function issueLine(report: string, path: string, fix: RegExp): string | undefined {
  return report
    .split('\n')
    .find(
      (line) =>
        new RegExp(`^(error|warning) ${path.replace(/[.[\]]/g, '\\$&')} \\[(schema|Formly 7\\.1\\.0)`).test(line) &&
        fix.test(line),
    );
}

test('each of the 22 mistakes comes back as an error or a warning at its field, with its fix and the check that found it', async () => {
  assert.equal(mistakes.length, 22);
  const caught: string[] = [];
  for (const mistake of mistakes) {
    const report = await validate({kit: 'bootstrap', ...mistake.args});
    const line = issueLine(report, mistake.path, mistake.fix);
    assert.ok(line, `${mistake.what}: no issue at ${mistake.path} matching ${mistake.fix}\n${report}`);
    caught.push(mistake.what);
  }
  assert.equal(caught.length, 22);
});

test('what Formly itself throws while building names the field: an expression it cannot parse, a validator it cannot find', async () => {
  const parse = await validate({kit: 'bootstrap', fields: [input({expressions: {hide: 'model.name ='}})]});
  assert.match(
    parse,
    /^error fields\[0\]\.expressions\.hide \[Formly 7\.1\.0\]: Formly stops building the form with "\[Formly Error\] \[Expression "hide"\]/m,
  );
  const validator = await validate({kit: 'bootstrap', fields: [input({validators: {validation: ['ip']}})]});
  assert.match(
    validator,
    /^error fields\[0\]\.validators\.validation\[0\] \[schema|^error fields\[0\]\.validators\.validation \[Formly 7\.1\.0\]: .*The validator "ip" could not be found/m,
  );
  assert.match(
    await validate({kit: 'bootstrap', fields: [input({validators: {validation: ['ip']}})], customValidators: ['ip']}),
    /^Valid/,
  );
});

test('the tracker configuration whose expression reads the form-level path inside a keyed group gets the path relative to the group', async () => {
  // https://github.com/ngx-formly/ngx-formly/issues/3172 (Formly 6): fieldC's hideExpression reads
  // model.child.fieldB, while inside the group keyed "child" Formly gives it the group's model.
  const fields = [
    {key: 'fieldA', type: 'select'},
    {
      key: 'child',
      fieldGroup: [
        {key: 'fieldB', type: 'select'},
        {key: 'fieldC', type: 'input', hideExpression: '!model.child.fieldB'},
      ],
    },
  ];
  const report = await validate({kit: 'bootstrap', fields});
  assert.match(report, /^warning fields\[1\]\.fieldGroup\[1\]\.hideExpression \[schema\]: .*expressions/m, report);
  assert.match(
    report,
    /^warning fields\[1\]\.fieldGroup\[1\]\.hideExpression \[Formly 7\.1\.0\]: reads model\.child\.fieldB: .*write "model\.fieldB"/m,
    report,
  );
  const fixed = structuredClone(fields) as {fieldGroup?: Record<string, unknown>[]}[];
  fixed[1]!.fieldGroup![1] = {key: 'fieldC', type: 'input', expressions: {hide: '!model.fieldB'}};
  assert.match(await validate({kit: 'bootstrap', fields: fixed}), /^Valid/);
});

test('presets the caller declares are accepted as #name, and an undeclared one is reported', async () => {
  const fields = [{key: 'email', type: '#email'}];
  assert.match(await validate({kit: 'bootstrap', fields, presets: ['email']}), /^Valid/);
  assert.match(await validate({kit: 'bootstrap', fields, presets: ['#email']}), /^Valid/);
  assert.match(await validate({kit: 'bootstrap', fields}), /^error fields\[0\]\.type \[schema, Formly 7\.1\.0\]/m);
});

test('schemaOnly runs the schema check alone, which lets through what only Formly sees', async () => {
  const fields = [input({props: {lable: 'Email'}})];
  assert.match(
    await validate({kit: 'bootstrap', fields, schemaOnly: true}),
    /^Valid: .* fits Bootstrap's schema \([^)]+\), with/,
  );
  assert.match(await validate({kit: 'bootstrap', fields}), /^warning fields\[0\]\.props\.lable/m);
});

test("every example's configuration is valid in every kit it runs in, with what it registers", async (t) => {
  let checked = 0;
  const demos = collectDemoFolders(path.join(siteDir, 'demos'));
  for (const demo of demos) {
    const sources = readDemoSources(demo);
    const code = sources.filter((file) => file.name.endsWith('.ts'));
    const app = exampleApp(sources);
    const model = code
      .map((file) => initializersOf(file.code, ['model'], file.name).get('model'))
      .find((value) => value !== undefined && !(value instanceof RuntimeValue));
    // A field a class property holds, which the fields array names as this.<property>.
    const resolve = (source: string) => {
      const property = /^this\.(\w+)$/.exec(source)?.[1];
      return property
        ? code.map((file) => initializersOf(file.code, [property], file.name).get(property)).find(Boolean)
        : undefined;
    };
    for (const fields of exampleFields(sources)) {
      for (const kit of demoKits(demo, sources).kits) {
        const report = await validate({
          kit,
          fields: jsonPart(fields, resolve),
          ...app,
          ...(model ? {model: jsonPart(model)} : {}),
        });
        assert.match(report, /^Valid/, `${demo.name} in ${kit}:\n${report}`);
        checked++;
      }
    }
  }
  assert.ok(checked >= demos.length, `${checked} configurations checked`);
  t.diagnostic(`${checked} configurations of ${demos.length} examples checked, each in every kit it runs in`);
});

/** What an example registers, as validate_config takes it, and its TypeScript files. */
function exampleApp(sources: {name: string; code: string}[]) {
  const code = sources.filter((file) => file.name.endsWith('.ts'));
  const registered = code.map((file) => registrationsOf(file.code, file.name));
  const types = registered.flatMap((names) => names.types);
  return {
    customTypes: types.filter((name) => !name.startsWith('#')),
    presets: types.filter((name) => name.startsWith('#')),
    customWrappers: registered.flatMap((names) => names.wrappers),
    customValidators: code.flatMap((file) => configEntryNames(file.code, file.name).get('validators') ?? []),
  };
}

test("TypeScript input: an example's app.ts is read for its field arrays, and a mistake put into three of them is reported at its line", async () => {
  const demos = collectDemoFolders(path.join(siteDir, 'demos'))
    .map((demo) => ({demo, sources: readDemoSources(demo)}))
    .map(({demo, sources}) => ({demo, sources, app: sources.find((file) => file.name === 'app.ts')!}))
    // Examples whose app.ts declares `fields` as an array literal, with props on its own line.
    .filter(({app}) => /^\s*(?:readonly\s+)?fields\b[^=\n]*=\s*\[/m.test(app.code) && /^\s+props: \{/m.test(app.code));
  assert.ok(demos.length >= 3, `${demos.length} examples to read`);
  for (const {demo, sources, app} of demos.slice(0, 3)) {
    const kit = demo.kit;
    // The line of the array's `[`.
    const declaration = /^\s*(?:readonly\s+)?fields\b[^=\n]*=\s*\[/m.exec(app.code)!;
    const fieldsLine = app.code.slice(0, declaration.index + declaration[0].length).split('\n').length;
    const valid = await validate({kit, fields: app.code, language: 'typescript', ...exampleApp(sources)});
    assert.match(
      valid,
      new RegExp(`^Field arrays found: .*this\\.fields \\(line ${fieldsLine}\\)`),
      `${demo.name}\n${valid}`,
    );
    assert.match(valid, /^Valid/m, `${demo.name}:\n${valid}`);

    // The first `props: {` on a line of its own becomes `prop: {`: an unknown key at that line.
    const at = /^(\s+)props: \{/m.exec(app.code)!;
    const line = app.code.slice(0, at.index + at[1]!.length).split('\n').length;
    const broken = `${app.code.slice(0, at.index + at[1]!.length)}prop${app.code.slice(at.index + at[1]!.length + 'props'.length)}`;
    const report = await validate({kit, fields: broken, language: 'typescript', ...exampleApp(sources)});
    assert.match(
      report,
      new RegExp(
        `^error this\\.fields\\S*\\.prop \\(line ${line}\\) \\[schema\\]: FormlyFieldConfig has no "prop"\\. Did you mean "props"\\?`,
        'm',
      ),
      `${demo.name}:\n${report}`,
    );
  }
});
