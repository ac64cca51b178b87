/**
 * What the examples register with Formly that the playground's frame registers too
 * (lib/example-registrations.ts), and the modules the frame build writes from them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {
  exampleRegistrations,
  frameOwnNames,
  exampleTypesDir,
  registrationFiles,
  registrationKinds,
} from '../../lib/example-registrations';
import {playgroundKits} from '../../lib/playground-protocol';

const siteDir = path.join(__dirname, '..', '..');
const demosDir = path.join(siteDir, 'demos');
const own = frameOwnNames(demosDir);
const registrations = exampleRegistrations(demosDir, path.join(siteDir, 'docs'), own);

test("the frame takes no example's entry under a name the frame or another example already uses", () => {
  assert.ok(registrations.length > 0);
  assert.ok(own.types.includes('object'), 'the JSON Schema types of the frame are its own');
  assert.ok(own.validators.includes('email') && own.validationMessages.includes('required'));
  for (const kind of registrationKinds) {
    const names = registrations.flatMap((entry) => entry.entries[kind].map(({name}) => name));
    assert.equal(new Set(names).size, names.length, `${kind}: ${names.join(', ')}`);
    assert.ok(
      names.every((name) => !own[kind].includes(name)),
      `${kind}: the frame's own names stay the frame's`,
    );
  }
  // The JSON Schema example registers its own "object" and "array": the frame keeps its own.
  assert.ok(!registrations.some((entry) => entry.demo === 'advanced/json-schema'));
});

test("a validator a field defines with a function is registered under the field's key, with its message [guide/faq#where-example-s-code-holds]", () => {
  const byDemo = (demo: string) => registrations.find((entry) => entry.demo === demo);
  const customValidation = byDemo('validation/custom-validation');
  assert.ok(customValidation, 'custom-validation is registered');
  assert.deepEqual(
    customValidation.entries.validators.map(({name}) => name),
    ['slug', 'weekday'],
  );
  assert.match(
    customValidation.entries.validators[1].source,
    /validation: fieldRule\([\s\S]*isWeekday\(control\.value\)/,
  );
  assert.match(customValidation.entries.validationMessages[1].source, /message: 'Posts go out on weekdays only\.'/);
  // The function it calls is declared in app.ts: it is copied with it.
  assert.ok(customValidation.declarations.some(({name}) => name === 'isWeekday'));
  // Async validators too.
  assert.ok(
    byDemo('validation/unique-value-async-validation')?.entries.validators.some(({name}) => name === 'uniqueKey'),
  );
  // One that reads the component (`this`) cannot be copied, and leaves nothing behind.
  assert.equal(byDemo('validation/async-validation-update-on'), undefined);
});

test('an example that registers what the frame cannot repeat is left out', () => {
  const demos = registrations.map((entry) => entry.demo);
  // Its extension is made by a factory from an injected service.
  assert.ok(!demos.includes('advanced/i18n-alternative'));
  // Its grid component imports ag-grid, which every form of the frame would load.
  assert.ok(!demos.includes('advanced/grid-integration'));
});

test("a kit's modules list the examples that run in it, each module of its own", () => {
  const files = registrationFiles(registrations);
  const listed = (file: string) =>
    [...files.get(file)!.matchAll(/from '\.\/(examples\/[^']+)'/g)].map((match) => `${match[1]}.ts`);
  for (const kit of playgroundKits) {
    const forKit = [...listed('every-kit.ts'), ...listed(`${kit}.ts`)];
    assert.equal(forKit.length, registrations.filter((entry) => entry.kits.includes(kit)).length, kit);
    assert.equal(new Set(forKit).size, forKit.length, kit);
    assert.ok(forKit.every((file) => files.has(file)));
  }
  // What a validator reads from its file is declared in its example's module.
  assert.match(files.get('examples/validation--matching-two-fields.ts')!, /^function emailsMatch\(/m);
});

test("the frame's example-types modules are the ones the registrations make (run the frame build after changing an example)", () => {
  const dir = path.join(demosDir, 'playground', exampleTypesDir);
  const files = registrationFiles(registrations);
  for (const [file, text] of files) {
    assert.equal(readFileSync(path.join(dir, file), 'utf8'), text, file);
  }
  const written = readdirSync(path.join(dir, 'examples')).map((file) => `examples/${file}`);
  assert.deepEqual(
    written.filter((file) => !files.has(file)),
    [],
    'modules of examples the frame no longer takes',
  );
});
