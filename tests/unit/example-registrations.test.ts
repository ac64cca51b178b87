/**
 * The types and wrappers of the examples that the playground's frame registers
 * (lib/example-registrations.ts), and the modules the frame build writes from them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {exampleRegistrations, frameTypeNames, registrationModule} from '../../lib/example-registrations';
import {playgroundKits} from '../../lib/playground-protocol';

const siteDir = path.join(__dirname, '..', '..');
const demosDir = path.join(siteDir, 'demos');
const reserved = frameTypeNames(demosDir);
const registrations = exampleRegistrations(demosDir, path.join(siteDir, 'docs'), reserved);

test("the frame takes no example's type under a name the frame or another example already uses", () => {
  assert.ok(registrations.length > 0);
  assert.ok(reserved.includes('object'), 'the JSON Schema types of the frame are reserved');
  const names = registrations.flatMap((entry) => [...entry.types, ...entry.wrappers].map(({name}) => name));
  assert.equal(new Set(names).size, names.length, names.join(', '));
  assert.ok(names.every((name) => !reserved.includes(name)));
  // The JSON Schema example registers its own "object" and "array": the frame keeps its own.
  assert.ok(!registrations.some((entry) => entry.demo === 'advanced/json-schema'));
});

test("the frame's example-types modules are the ones the registrations make (run the frame build after changing an example)", () => {
  for (const kit of playgroundKits) {
    const file = path.join(demosDir, 'playground', 'example-types', `${kit}.ts`);
    assert.equal(readFileSync(file, 'utf8'), registrationModule(kit, registrations), file);
  }
});
