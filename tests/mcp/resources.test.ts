/**
 * The server's resources, prompts and structured answers, listed, read and called through the MCP
 * SDK's client: every page of the build, every published kit's schema and every skill as a resource
 * with the same text the site serves; the two prompts; and the outputSchema of validate_config,
 * migrate_config and get_field_type, which the client checks each structured answer against.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, test} from 'node:test';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {readSkillFiles} from '../../lib/agent-skills';
import {schemaKits, schemaRoute} from '../../lib/field-schema/generate';
import {kitByName} from '../../lib/kits';
import type {DocsData} from '../../mcp/src/docs-data';
import {connectBuiltServer, siteDir} from './built-server';

let client: Client;
let data: DocsData;

before(async () => {
  client = await connectBuiltServer('resources-test');
  data = JSON.parse(readFileSync(path.join(siteDir, 'mcp', 'dist', 'data.json'), 'utf8')) as DocsData;
});

after(async () => {
  await client?.close();
});

async function readText(uri: string): Promise<{text: string; mimeType?: string}> {
  const {contents} = await client.readResource({uri});
  assert.equal(contents.length, 1, uri);
  const [content] = contents as {uri: string; text: string; mimeType?: string}[];
  assert.equal(content!.uri, uri);
  return {text: content!.text, mimeType: content!.mimeType};
}

test('lists every page, every published kit schema and every skill as a resource, and reads each', async () => {
  const {resources} = await client.listResources();
  const uris = resources.map((resource) => resource.uri);
  const skills = readSkillFiles();
  assert.equal(resources.length, data.pages.length + schemaKits.length + skills.size);
  for (const page of data.pages) {
    const uri = `formly-docs://page/${page.path}`;
    assert.ok(uris.includes(uri), uri);
    assert.equal(resources.find((resource) => resource.uri === uri)!.title, page.title);
  }
  const page = data.pages.find((candidate) => candidate.path === 'docs/guide/validation') ?? data.pages[0]!;
  const read = await readText(`formly-docs://page/${page.path}`);
  assert.equal(read.mimeType, 'text/markdown');
  assert.equal(read.text, readFileSync(path.join(siteDir, 'build', `${page.path}.md`), 'utf8'));

  for (const kit of schemaKits) {
    const schema = await readText(`formly-docs://schema/${kit.name}.json`);
    const served = JSON.parse(readFileSync(path.join(siteDir, 'build', schemaRoute(kit.name)), 'utf8')) as unknown;
    assert.deepEqual(JSON.parse(schema.text), served, `${kitByName(kit.name).label}: the schema the site serves`);
  }
  for (const [file, text] of skills) {
    assert.equal((await readText(`formly-docs://skill/${file}`)).text, text, `skills/${file}`);
  }
});

test('offers the build_form and migrate_to_v7 prompts, which name their tools and carry their arguments', async () => {
  const {prompts} = await client.listPrompts();
  assert.deepEqual(prompts.map((prompt) => prompt.name).sort(), ['build_form', 'migrate_to_v7']);
  const model = '{"email": "", "age": 30}';
  const build = await client.getPrompt({name: 'build_form', arguments: {kit: 'material', model}});
  const buildText = (build.messages[0]!.content as {text: string}).text;
  assert.ok(buildText.includes(model));
  assert.match(buildText, /"material"/);
  assert.match(buildText, /get_field_type[\s\S]*validate_config/);
  const config = '[{"key": "a", "templateOptions": {"label": "A"}}]';
  const migrate = await client.getPrompt({name: 'migrate_to_v7', arguments: {fields: config}});
  const migrateText = (migrate.messages[0]!.content as {text: string}).text;
  assert.ok(migrateText.includes(config));
  assert.match(migrateText, /migrate_config[\s\S]*validate_config/);
});

test('validate_config, migrate_config and get_field_type declare an outputSchema and answer with matching structured content', async () => {
  const {tools} = await client.listTools();
  for (const name of ['validate_config', 'migrate_config', 'get_field_type']) {
    assert.ok(tools.find((tool) => tool.name === name)?.outputSchema, `${name} has an outputSchema`);
  }
  // The client validates structuredContent against the tool's outputSchema: a mismatch throws here.
  const validation = await client.callTool({
    name: 'validate_config',
    arguments: {kit: 'bootstrap', fields: [{key: 'email', type: 'input', props: {lable: 'Email'}}]},
  });
  assert.deepEqual(validation.structuredContent, {
    valid: false,
    errors: 0,
    warnings: 1,
    fieldCount: 1,
    checks: ['schema', 'formly'],
    issues: [
      {
        path: 'fields[0].props.lable',
        severity: 'warning',
        message: (validation.structuredContent as {issues: {message: string}[]}).issues[0]!.message,
        checks: ['formly'],
      },
    ],
  });
  const migration = await client.callTool({
    name: 'migrate_config',
    arguments: {kit: 'bootstrap', fields: [{key: 'email', type: 'input', templateOptions: {label: 'Email'}}]},
  });
  const migrated = migration.structuredContent as {fields: unknown[]; changes: unknown[]; check: {valid: boolean}};
  assert.deepEqual(migrated.fields, [{key: 'email', type: 'input', props: {label: 'Email'}}]);
  assert.equal(migrated.changes.length, 1);
  assert.equal(migrated.check.valid, true);
  const type = await client.callTool({name: 'get_field_type', arguments: {kit: 'bootstrap', type: 'input'}});
  const facts = type.structuredContent as {name: string; registeredBy: string; props: {name: string}[]};
  assert.equal(facts.name, 'input');
  assert.equal(facts.registeredBy, kitByName('bootstrap').package);
  assert.deepEqual(
    facts.props.map((prop) => prop.name),
    data.kits.bootstrap.types.find((candidate) => candidate.name === 'input')!.props.map((prop) => prop.name),
  );
  const core = await client.callTool({name: 'get_field_type', arguments: {kit: 'bootstrap', type: 'formly-group'}});
  assert.equal((core.structuredContent as {registeredBy: string}).registeredBy, '@ngx-formly/core');
});
