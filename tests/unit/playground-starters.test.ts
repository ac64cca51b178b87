/**
 * Starters of the playground read from the examples and the home page, and the
 * TypeScript the "Open in StackBlitz" project is made of.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {
  collectExampleStarters,
  collectHomeStarter,
  frameMessages,
  messagesNote,
  plainFormData,
  readPlaygroundVersion,
} from '../../plugins/playground/examples';
import {readDemoFolder} from '../../lib/demo-folders';
import {examplePages} from '../../lib/example-pages';
import {builtInStarters} from '../../plugins/playground/starters';
import {playgroundSourceFiles, usedNames} from '../../plugins/playground/typescript-export';
import {parseJsonText} from '../../plugins/playground/state';

const siteDir = path.join(__dirname, '..', '..');

test('plain literals are read as data; anything computed is not', () => {
  const plain = plainFormData(`class A {
    model = {name: 'Ada', tags: ['x'], age: -3, ok: true, none: null};
    fields: FormlyFieldConfig[] = [{key: 'name', type: 'input', props: {label: \`Name\`}}];
  }`);
  assert.deepEqual(plain, {
    fields: [{key: 'name', type: 'input', props: {label: 'Name'}}],
    model: {name: 'Ada', tags: ['x'], age: -3, ok: true, none: null},
    options: {},
  });
  for (const computed of [
    `class A { fields = [{key: 'a', validators: {v: (c) => true}}]; }`,
    `class A { fields = [{key: 'a', props: {options: this.options$}}]; }`,
    `class A { fields = [{...base}]; }`,
    `class A { fields = [{key: \`a\${1}\`}]; }`,
    `class A { model = {}; }`,
    `class A { fields = []; ngOnInit() { this.fields = [{key: 'a'}]; } }`,
  ]) {
    assert.equal(plainFormData(computed), null, computed);
  }
});

test('example starters parse as the editors expect', () => {
  const starters = collectExampleStarters(path.join(siteDir, 'demos'), path.join(siteDir, 'docs'));
  assert.ok(starters.length > 0);
  for (const starter of [...builtInStarters, ...starters]) {
    for (const text of [starter.config, starter.model, starter.options]) {
      const result = parseJsonText(text);
      assert.ok(result.ok, `${starter.id}: ${text}`);
    }
    assert.ok(
      Array.isArray((parseJsonText(starter.config) as {value: unknown}).value) === (starter.mode === 'fields'),
      starter.id,
    );
  }
  assert.equal(new Set(starters.map((starter) => starter.id)).size, starters.length);
});

test('the example starters follow the sidebar: its categories as groups, its page titles, its order [guide/faq#example-s-edit-playground-opens]', () => {
  const pages = examplePages(path.join(siteDir, 'docs'));
  const starters = collectExampleStarters(path.join(siteDir, 'demos'), path.join(siteDir, 'docs'));
  const order = pages.map((page) => page.demo);
  for (const starter of starters) {
    const page = pages.find((candidate) => candidate.demo === starter.id);
    assert.ok(page, `${starter.id} is the demo of an example page`);
    assert.equal(starter.title, page.title);
    assert.equal(starter.group, page.category);
    assert.ok(starter.kits && starter.kits.length > 0, `${starter.id} runs in at least one kit`);
  }
  const positions = starters.map((starter) => order.indexOf(starter.id));
  assert.deepEqual(
    positions,
    [...positions].sort((a, b) => a - b),
  );
  assert.ok(new Set(starters.map((starter) => starter.group)).size > 1, 'the starters span several categories');
});

test('a playground.json must hold a field array, a model and options that are objects, and at most a note', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'playground-version-'));
  const file = path.join(dir, 'playground.json');
  writeFileSync(file, JSON.stringify({fields: [{key: 'a', type: 'input'}], model: {a: 1}}));
  assert.deepEqual(readPlaygroundVersion(file), {fields: [{key: 'a', type: 'input'}], model: {a: 1}, options: {}});
  writeFileSync(file, JSON.stringify({fields: [{key: 'a'}], note: 'The click handler is left out.'}));
  assert.equal(readPlaygroundVersion(file).note, 'The click handler is left out.');
  for (const [text, message] of [
    ['{"fields": [', /is not valid JSON/],
    ['{"fields": []}', /must be \{"fields": \[a field at least\]/],
    ['{"fields": [{}], "model": []}', /must be \{"fields"/],
    ['[{"key": "a"}]', /must be \{"fields"/],
    ['{"fields": [{}], "note": " "}', /must be \{"fields"/],
    ['{"fields": [{}], "notes": "a typo"}', /nothing else/],
  ] as const) {
    writeFileSync(file, text);
    assert.throws(
      () => readPlaygroundVersion(file),
      (error: Error) => message.test(error.message) && error.message.includes('playground.json'),
    );
  }
  rmSync(dir, {recursive: true});
});

test("a playground.json's note, then the messages note, reach the example's starter, which the playground shows", () => {
  const demosDir = path.join(siteDir, 'demos');
  const starters = collectExampleStarters(demosDir, path.join(siteDir, 'docs'));
  const noted = starters.filter((starter) => starter.note);
  assert.ok(noted.length > 0, 'some playground versions say what they leave out');
  const frame = frameMessages(demosDir);
  for (const starter of noted) {
    const demo = readDemoFolder(demosDir, starter.id);
    const file = path.join(demo.dir, 'playground.json');
    const own = existsSync(file) ? readPlaygroundVersion(file).note : undefined;
    const messages = messagesNote(demo, JSON.parse(starter.config) as unknown[], frame);
    assert.equal(starter.note, [own, messages].filter(Boolean).join(' '), starter.id);
  }
});

test('the messages note names each message the example words otherwise, unless the starter words it on its fields', () => {
  const demosDir = path.join(siteDir, 'demos');
  const demo = readDemoFolder(demosDir, 'advanced/repeating-section');
  const frame = new Map([
    ['required', 'Fill this in.'],
    ['min', null],
  ]);
  const fields = [{key: 'a', type: 'input', props: {required: true}}];
  assert.match(messagesNote(demo, fields, frame)!, /required: "Fill this in\." for the example's "Required\."/);
  const worded = [{...fields[0], validation: {messages: {required: 'Required.'}}}];
  assert.equal(messagesNote(demo, worded, frame), undefined);
  assert.equal(messagesNote(demo, fields, new Map([['required', 'Required.']])), undefined);
});

test('the home page sample becomes the "home" starter', () => {
  const home = collectHomeStarter(path.join(siteDir, 'src', 'pages', '_home-sample.mdx'));
  assert.ok(home, 'the home page sample (src/pages/_home-sample.mdx) has no plain-data form');
  const fields = JSON.parse(home.config) as {key: string}[];
  assert.ok(fields.length > 0);
  assert.ok(fields.every((field) => typeof field.key === 'string'));
});

/** The frame's sources as the export takes them, without example registrations unless a test adds some. */
const frameSources = {jsonSchemaTypes: 'export const jsonSchemaTypes = {};', exampleRegistrations: []};

test('the exported app carries the configuration in the selected kit', () => {
  const files = playgroundSourceFiles(
    {
      kit: 'primeng',
      mode: 'fields',
      fields: '[{"key": "city", "type": "input", "props": {"label": "Home town"}}]',
      schema: '{}',
      model: '{"city": "Lyon"}',
      options: '{}',
    },
    frameSources,
  );
  const byName = Object.fromEntries(files.map((file) => [file.name, file.code]));
  assert.deepEqual(Object.keys(byName), ['app.ts', 'app.config.ts']);
  assert.match(byName['app.ts'], /label: 'Home town'/);
  assert.match(byName['app.ts'], /city: 'Lyon'/);
  assert.match(byName['app.config.ts'], /withFormlyPrimeNG\(\)/);
  assert.match(byName['app.config.ts'], /withFormlyFieldExpression\(\)/);

  const schemaFiles = playgroundSourceFiles(
    {kit: 'bootstrap', mode: 'json-schema', fields: '[]', schema: '{"type": "object"}', model: '{}', options: '{}'},
    frameSources,
  );
  assert.deepEqual(
    schemaFiles.map((file) => file.name),
    ['app.ts', 'app.config.ts', 'json-schema-types.ts'],
  );
  assert.match(schemaFiles[0].code, /toFieldConfig/);
});

test('the names a form uses: types, optionsTypes, wrappers, presets, validators in a validation list or under a key of their own, props', () => {
  const used = usedNames([
    {type: '#email', optionsTypes: ['quantity'], wrappers: ['card'], props: {dependsOn: 'a'}},
    {validators: {validation: ['uniqueKey', {name: 'slug'}], own: 'weekday', other: {name: 'totalSize'}}},
    {asyncValidators: {validation: ['taken']}},
    {fieldArray: {fieldGroup: [{type: 'rating'}]}},
  ]);
  for (const name of [
    '#email',
    'quantity',
    'card',
    'props.dependsOn',
    'uniqueKey',
    'slug',
    'weekday',
    'totalSize',
    'taken',
    'rating',
  ]) {
    assert.ok(used.has(name), name);
  }
});

test('the exported app registers what the examples whose names or extension props the form uses register, with their files, and nothing else', () => {
  const ownExample = {
    demo: 'advanced/rating',
    kits: ['bootstrap' as const],
    names: ['rating', '#stars'],
    binding: 'advancedRating',
    module: 'examples/advanced--rating',
    files: {
      'examples/advanced--rating.ts': 'export const registrations = {};',
      'examples/advanced--rating/rating.html': '<p></p>',
    },
  };
  const unused = {
    ...ownExample,
    demo: 'other/unused',
    names: ['unused'],
    binding: 'otherUnused',
    module: 'examples/other--unused',
    files: {},
  };
  const extension = {
    ...unused,
    demo: 'other/extension',
    names: ['props.dependsOn'],
    binding: 'otherExtension',
    module: 'examples/other--extension',
  };
  const sources = {...frameSources, exampleRegistrations: [ownExample, unused, extension]};
  const state = {
    kit: 'bootstrap' as const,
    mode: 'fields' as const,
    fields: '[{"fieldGroup": [{"key": "stars", "type": "rating"}, {"key": "note", "props": {"dependsOn": "stars"}}]}]',
    schema: '{}',
    model: '{}',
    options: '{}',
  };
  const files = playgroundSourceFiles(state, sources);
  assert.deepEqual(
    files.map(({name, language}) => [name, language]),
    [
      ['app.ts', 'ts'],
      ['app.config.ts', 'ts'],
      ['examples/advanced--rating.ts', 'ts'],
      ['examples/advanced--rating/rating.html', 'html'],
    ],
  );
  const config = files[1]!.code;
  assert.match(config, /import \{ registrations as advancedRating \} from '\.\/examples\/advanced--rating';/);
  assert.match(config, /import \{ registrations as otherExtension \} from '\.\/examples\/other--extension';/);
  assert.match(config, /^ {6}advancedRating,$/m);
  assert.doesNotMatch(config, /otherUnused/);
  // In a kit the example does not run in, nothing of it is copied.
  assert.equal(playgroundSourceFiles({...state, kit: 'material'}, sources).length, 2);
});
