/**
 * One answer per fact: which field types a field may use with each kit. get_field_type (the types it
 * describes and lists), the kit's JSON Schema as the site serves it, validate_config (both checks)
 * and the kit's skill must name the same types; this fails where two disagree.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, test} from 'node:test';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {callTool, connectBuiltServer, siteDir} from './built-server';
import {readSkills} from '../../lib/agent-skills';
import {schemaKits, schemaRoute} from '../../lib/field-schema/generate';
import {typeNamesOf, type FieldArraySchema} from '../../lib/field-schema/types';
import {kits} from '../../lib/kits';

let client: Client;

before(async () => {
  client = await connectBuiltServer('kit-types-test');
});

after(async () => {
  await client?.close();
});

const call = (name: string, args: Record<string, unknown>) => callTool(client, name, args);

/** The type names a skill gives: its `### \`name\`` sections, and those it says @ngx-formly/core registers. */
function skillTypes(skill: string): string[] {
  const sections = [...skill.matchAll(/^### `([^`]+)`$/gm)].map((match) => match[1]!);
  const core = /`@ngx-formly\/core` registers (.+?) in every app/.exec(skill)?.[1] ?? '';
  return [...sections, ...[...core.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)];
}

for (const kit of kits) {
  test(`${kit.label}: get_field_type, the served schema, validate_config and the skill name the same types`, async () => {
    const listed = await call('get_field_type', {kit: kit.name, type: 'no-such-type'});
    assert.equal(listed.isError, true);
    const fromTool = /Its field types: (.+?)\./.exec(listed.text)![1]!.split(', ');
    for (const type of fromTool) {
      const described = await call('get_field_type', {kit: kit.name, type});
      assert.equal(described.isError, false, `get_field_type describes "${type}": ${described.text}`);
    }
    const skill = readSkills().get(`formly-${kit.name}/SKILL.md`);
    assert.ok(skill, `skills/formly-${kit.name}/SKILL.md exists`);
    assert.deepEqual(skillTypes(skill).sort(), [...fromTool].sort(), 'the skill and get_field_type');

    if (!schemaKits.some((candidate) => candidate.name === kit.name)) {
      return;
    }
    const served = path.join(siteDir, 'build', schemaRoute(kit.name as (typeof schemaKits)[number]['name']));
    const schema = JSON.parse(readFileSync(served, 'utf8')) as FieldArraySchema;
    assert.deepEqual(typeNamesOf(schema).sort(), [...fromTool].sort(), 'the served schema and get_field_type');
    for (const type of fromTool) {
      const report = await call('validate_config', {kit: kit.name, fields: [{key: 'value', type}]});
      assert.match(report.text, /^Valid/, `validate_config accepts "${type}" in ${kit.label}: ${report.text}`);
    }
    const unknown = await call('validate_config', {kit: kit.name, fields: [{key: 'value', type: 'no-such-type'}]});
    assert.match(unknown.text, /^error fields\[0\]\.type \[schema, Formly 7\.1\.0\]/m);
  });
}
