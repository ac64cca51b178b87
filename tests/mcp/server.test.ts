/**
 * The MCP server as an assistant's client meets it: the built package (mcp/dist, from
 * `npm run mcp:build`) spawned over stdio by the SDK's own client. Expected names and counts come
 * from the sources (the kit registry, the demo folders, the docs pages), so a new page, example or
 * kit needs no edit here.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {collectDemoFolders, readDemoSources, type DemoFolder} from '../../lib/demo-folders';
import {kitRegistrations} from '../../lib/kit-features';
import {demoKits} from '../../lib/kit-variants';
import {browserKits, kitByName, kits} from '../../lib/kits';
import {docsRoute} from '../../lib/page-routes';
import {formlyCoreTypes} from '../../lib/field-schema/types';
import {MAX_FIELDS_BYTES, MAX_FIELDS_DEPTH} from '../../mcp/src/validate';

const siteDir = path.resolve(__dirname, '..', '..');
const distDir = path.join(siteDir, 'mcp', 'dist');
const serverFile = path.join(distDir, 'index.js');
const dataFile = path.join(distDir, 'data.json');

const kitNames = kits.map((kit) => kit.name);
const demos = collectDemoFolders(path.join(siteDir, 'demos'));
const variants = new Map(demos.map((demo) => [demo.name, demoKits(demo, readDemoSources(demo))]));

/** The validation guide: its route and title from its source. */
const guideFile = 'guide/validation.mdx';
const guideRoute = docsRoute(guideFile).slice(1);
const guideTitle = /^title:\s*(.+)$/m.exec(readFileSync(path.join(siteDir, 'docs', guideFile), 'utf8'))![1]!.trim();

let client: Client;
/** The site root the package was built for (the build's own, from its llms.txt). */
let siteUrl: string;

before(async () => {
  if (!existsSync(serverFile) || !existsSync(dataFile)) {
    throw new Error(
      'mcp/dist is missing: run `npm run mcp:build` (add `-- --site <dir>` for a build other than build/) before `npm run test:mcp`.',
    );
  }
  siteUrl = (JSON.parse(readFileSync(dataFile, 'utf8')) as {siteUrl: string}).siteUrl;
  client = new Client({name: 'formly-docs-mcp-test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: process.execPath, args: [serverFile], stderr: 'pipe'}));
});

after(async () => {
  await client?.close();
});

interface ToolAnswer {
  text: string;
  isError: boolean;
}

async function call(name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = await client.callTool({name, arguments: args});
  const content = result.content as {type: string; text?: string}[];
  assert.equal(content.length, 1, `${name} answers with one text block`);
  assert.equal(content[0]!.type, 'text');
  return {text: content[0]!.text!, isError: result.isError === true};
}

async function answer(name: string, args: Record<string, unknown>): Promise<string> {
  const {text, isError} = await call(name, args);
  assert.equal(isError, false, `${name} ${JSON.stringify(args)} failed: ${text}`);
  return text;
}

test('lists the seven tools, each with a description and its input schema [guide/ai-assistants#mcp-server-tool-count]', async () => {
  const {tools} = await client.listTools();
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  assert.deepEqual([...byName.keys()].sort(), [
    'get_example',
    'get_field_type',
    'get_page',
    'list_examples',
    'migrate_config',
    'search_docs',
    'validate_config',
  ]);
  const expected: Record<string, {required: string[]; optional: string[]}> = {
    search_docs: {required: ['query'], optional: []},
    get_page: {required: ['path'], optional: []},
    list_examples: {required: [], optional: ['kit']},
    get_example: {required: ['name'], optional: ['kit']},
    get_field_type: {required: ['kit', 'type'], optional: []},
    migrate_config: {required: ['fields'], optional: ['kit', 'customTypes', 'customWrappers']},
    validate_config: {
      required: ['kit', 'fields'],
      optional: [
        'language',
        'customTypes',
        'customWrappers',
        'customValidators',
        'presets',
        'arrayTypes',
        'model',
        'formState',
        'schemaOnly',
      ],
    },
  };
  for (const [name, {required, optional}] of Object.entries(expected)) {
    const tool = byName.get(name)!;
    assert.ok((tool.description ?? '').length > 40, `${name} has a description`);
    assert.deepEqual((tool.inputSchema.required ?? []).sort(), required.sort(), `${name}: required parameters`);
    assert.deepEqual(Object.keys(tool.inputSchema.properties ?? {}).sort(), [...required, ...optional].sort());
    const kit = tool.inputSchema.properties?.kit as {enum?: string[]} | undefined;
    if (kit) {
      assert.deepEqual(kit.enum, kitNames, `${name}: the kits of the registry`);
    }
    assert.equal(tool.annotations?.readOnlyHint, true, `${name} is read-only`);
  }
});

test("search_docs finds a page by its title, with the page's URL, Markdown URL and a snippet", async () => {
  const text = await answer('search_docs', {query: guideTitle});
  assert.match(text, new RegExp(`^10 of \\d+ matching sections for "${guideTitle}"`));
  const result = [
    `1. ${guideTitle}`,
    `   URL: ${siteUrl}${guideRoute}`,
    `   Markdown: ${siteUrl}${guideRoute}.md (get_page "${guideRoute}")`,
    '   ',
  ].join('\n');
  assert.ok(text.includes(result), text.slice(0, 600));
});

test('get_page returns the Markdown of a page named by path, .md path or URL', async () => {
  const pages = await Promise.all(
    [`/${guideRoute}`, `${guideRoute}.md`, `${siteUrl}${guideRoute}`].map((input) => answer('get_page', {path: input})),
  );
  assert.ok(pages[0]!.startsWith(`Source: ${siteUrl}${guideRoute}\n\n# ${guideTitle}\n`), pages[0]!.slice(0, 200));
  assert.equal(pages[1], pages[0]);
  assert.equal(pages[2], pages[0]);
});

test('list_examples lists every demo folder, and per kit those that run in it', async () => {
  const all = await answer('list_examples', {});
  assert.match(all, new RegExp(`^${demos.length} examples`));
  for (const demo of demos) {
    assert.ok(all.includes(`\n## ${demo.name}: ${demo.title}\n`), demo.name);
  }
  for (const kit of kits) {
    const expected = demos.filter((demo) => (variants.get(demo.name)!.kits as string[]).includes(kit.name));
    const text = await answer('list_examples', {kit: kit.name});
    if (expected.length === 0) {
      assert.match(text, new RegExp(`^No example runs in ${kit.label}`));
    } else {
      assert.match(text, new RegExp(`^${expected.length} examples run in ${kit.label}\\.`));
      assert.equal(text.match(/^## /gm)?.length, expected.length, kit.name);
    }
  }
});

test("get_example returns an example's files, with app.config.ts generated for another kit", async () => {
  const demo: DemoFolder = demos.find((candidate) => variants.get(candidate.name)!.kits.length > 1)!;
  const own = kitByName(demo.kit);
  const sources = readDemoSources(demo);
  const written = await answer('get_example', {name: demo.name});
  assert.ok(written.startsWith(`# ${demo.title} (${demo.name})`));
  for (const source of sources) {
    assert.ok(written.includes(` title="${source.name}"\n${source.code.replace(/\n+$/, '')}\n`), source.name);
  }
  const other = kitByName(variants.get(demo.name)!.kits.find((kit) => kit !== demo.kit)!);
  const generated = await answer('get_example', {name: demo.name, kit: other.name});
  assert.ok(generated.includes(`Files for ${other.label} (${other.package})`));
  const config = /title="app\.config\.ts"\n([\s\S]*?)\n`{3,}/.exec(generated)![1]!;
  assert.ok(config.includes(`${other.feature}(`), `app.config.ts calls ${other.feature}()`);
  assert.ok(!config.includes(`${own.feature}(`), `app.config.ts no longer calls ${own.feature}()`);
});

test("get_field_type describes a kit's type: API page, component, wrappers and props [guide/ai-assistants#mcp-server-tool-count]", async () => {
  const kit = browserKits[0]!;
  const [type] = kitRegistrations(kit).filter((registration) => registration.kind === 'type');
  const text = await answer('get_field_type', {kit: kit.name, type: type!.name});
  assert.ok(text.startsWith(`# Field type "${type!.name}" in ${kit.label} (${kit.package})`));
  assert.ok(text.includes(`API page: ${siteUrl}docs/api/${type!.route}`), text.slice(0, 400));
  assert.match(text, /^Wrappers: /m);
  assert.match(text, /^## Props \(\d+\)$/m);
});

test('validate_config accepts a valid configuration and reports what to fix in a wrong one [guide/ai-assistants#mcp-server-tool-count]', async () => {
  const kit = browserKits[0]!;
  const [type] = kitRegistrations(kit).filter((registration) => registration.kind === 'type');
  const valid = [{key: 'email', type: type!.name, props: {label: 'Email'}}];
  assert.match(await answer('validate_config', {kit: kit.name, fields: valid}), /^Valid: the 1 top-level field fits/);
  assert.match(await answer('validate_config', {kit: kit.name, fields: JSON.stringify(valid)}), /^Valid/);

  const wrong = [{key: 'email', type: 'no-such-type', templateOptions: {label: 'Email'}}];
  const report = await answer('validate_config', {kit: kit.name, fields: wrong});
  assert.match(report, /^1 error and 1 warning/);
  assert.match(report, /^error fields\[0\]\.type \[schema, Formly 7\.1\.0\]: .*"no-such-type"/m);
  assert.match(report, /^warning fields\[0\]\.templateOptions \[schema\]: .*props/m);
  assert.match(
    await answer('validate_config', {kit: kit.name, fields: wrong, customTypes: ['no-such-type']}),
    /^0 errors and 1 warning/,
  );
});

test('bad input gets a tool error saying how to fix it, and the server answers the next call', async () => {
  const kit = browserKits[0]!;
  const types = [
    ...kitRegistrations(kit)
      .filter((registration) => registration.kind === 'type')
      .map((registration) => registration.name),
    ...formlyCoreTypes,
  ];
  const fixedDemo = demos.find((demo) => variants.get(demo.name)!.kits.length < browserKits.length)!;
  const missingKit = browserKits.find((candidate) => !variants.get(fixedDemo.name)!.kits.includes(candidate.name))!;
  const deepFields = `${'[{"fieldGroup": '.repeat(MAX_FIELDS_DEPTH)}[]${'}]'.repeat(MAX_FIELDS_DEPTH)}`;
  const cases: [string, Record<string, unknown>, RegExp][] = [
    [
      'get_field_type',
      {kit: 'no-such-kit', type: types[0]},
      new RegExp(`"no-such-kit" is not a UI kit; pass one of ${kitNames.join(', ')}`),
    ],
    ['list_examples', {kit: 'no-such-kit'}, /"no-such-kit" is not a UI kit/],
    [
      'get_page',
      {path: `/${guideRoute}-typo`},
      new RegExp(`There is no docs page[\\s\\S]*- ${guideRoute}\n[\\s\\S]*search_docs`),
    ],
    ['get_page', {path: 'http://'}, /not a valid URL/],
    [
      'get_field_type',
      {kit: kit.name, type: 'no-such-type'},
      new RegExp(`no field type "no-such-type"\\. Its field types: ${types.join(', ')}\\.`),
    ],
    ['get_example', {name: 'no/such-example'}, /There is no example "no\/such-example"\..*list_examples/],
    [
      'get_example',
      {name: fixedDemo.name, kit: missingKit.name},
      new RegExp(`does not run in ${missingKit.label}.*Pass one of`),
    ],
    ['validate_config', {kit: kit.name, fields: '[{"key": "email",'}, /fields is not valid JSON/],
    [
      'validate_config',
      {kit: kit.name, fields: `[${'{"key": "x"},'.repeat(MAX_FIELDS_BYTES / 10)}{}]`},
      new RegExp(`validate_config reads at most ${MAX_FIELDS_BYTES / 1024} KB`),
    ],
    [
      'validate_config',
      {kit: kit.name, fields: '{"key": "email"}'},
      /fields must be a field array .*; it is an object\. Wrap a single field in \[ \]/,
    ],
    ['validate_config', {kit: kit.name, fields: {key: 'email'}}, /fields must be a field array .*; it is an object/],
    ['validate_config', {kit: kit.name, fields: 42}, /fields must be a field array .*; it is a number/],
    [
      'validate_config',
      {kit: kit.name, fields: deepFields},
      new RegExp(`validate_config reads at most ${MAX_FIELDS_DEPTH}\\.`),
    ],
    ['validate_config', {kit: kit.name, fields: JSON.parse(deepFields)}, new RegExp(`at most ${MAX_FIELDS_DEPTH}\\.`)],
    [
      'validate_config',
      {kit: kit.name, language: 'typescript', fields: `const fields: FormlyFieldConfig[] = ${'['.repeat(100_000)}];`},
      new RegExp(`nests too deep to read; validate_config reads at most ${MAX_FIELDS_DEPTH} levels`),
    ],
    [
      'validate_config',
      {kit: kit.name, language: 'typescript', fields: `const fields: FormlyFieldConfig[] = [${deepFields.slice(1)};`},
      new RegExp(`at most ${MAX_FIELDS_DEPTH}\\.`),
    ],
    ['validate_config', {kit: kit.name, language: 'typescript', fields: 'const x = 1;'}, /writes no field array/],
    ['validate_config', {kit: kit.name, language: 'typescript', fields: []}, /fields is the text of a \.ts file/],
    ['search_docs', {query: '   '}, /The query is empty/],
    ['get_page', {path: 'docs/'.repeat(200)}, /A page path or URL is at most \d+ characters/],
  ];
  for (const [name, args, message] of cases) {
    const {text, isError} = await call(name, args);
    assert.equal(isError, true, `${name} ${JSON.stringify(args).slice(0, 80)} is a tool error`);
    assert.match(text, message, `${name} ${JSON.stringify(args).slice(0, 80)}`);
    assert.ok(
      (await answer('get_page', {path: guideRoute})).includes(`# ${guideTitle}`),
      `the server answers after ${name}`,
    );
  }
});

test("the guide's and the package README's tool tables list exactly the server's tools", async () => {
  const {tools} = await client.listTools();
  for (const file of ['docs/guide/ai-assistants.mdx', 'mcp/README.md']) {
    const text = readFileSync(path.join(siteDir, file), 'utf8');
    const listed = [...text.matchAll(/^\| `(\w+)\(/gm)].map((match) => match[1]);
    assert.deepEqual(listed.sort(), tools.map((tool) => tool.name).sort(), file);
  }
});
