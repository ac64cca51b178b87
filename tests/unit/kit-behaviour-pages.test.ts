import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {browserKits} from '../../lib/kits';
import type {KitBehaviour, TypeBehaviour} from '../../lib/kits/behaviour';
import {readKitBehaviour, behaviourRows, describeCalls} from '../../plugins/kit-matrix/behaviour-table';
import {kitBehaviourNodes} from '../../plugins/kit-matrix/remark';
import {documentedThemeProps} from '../browser/kit-behaviour/theme-props';
import {kitRegistrations} from '../../lib/kit-features';

/**
 * The kit pages and the kit behaviour matrix (lib/kits/<kit>/behaviour.json, measured by
 * tests/browser/kit-behaviour.spec.ts): every browser kit's page shows the measured table, the
 * matrix covers every type the kit registers, and the pages' sentences about what a kit renders and
 * calls agree with the cells they restate.
 */

const page = (kit: string) => fs.readFileSync(path.join(__dirname, '../../docs/ui', `${kit}.mdx`), 'utf8');
const cell = (data: KitBehaviour, type: string): TypeBehaviour => {
  const found = data.types.find((entry) => entry.type === type);
  assert.ok(found, `${data.kit}: the matrix has no ${type}`);
  return found;
};
/** The row of a Markdown table whose first cells are `cells`. */
const row = (text: string, ...cells: string[]): string => {
  const found = text
    .split('\n')
    .find((line) => cells.every((value, index) => line.split('|')[index + 1]?.trim() === value));
  assert.ok(found, `no table row starting ${cells.join(' | ')}`);
  return found;
};

for (const kit of browserKits) {
  test(`${kit.name}: the page shows the measured table, which covers every type the kit registers`, () => {
    assert.match(page(kit.name), new RegExp(`<KitBehaviour kit="${kit.name}" />`));
    const data = readKitBehaviour(kit.name);
    const registered = kitRegistrations(kit)
      .filter((registration) => registration.kind === 'type')
      .map((registration) => registration.name)
      .sort();
    assert.deepEqual([...data.types.map((entry) => entry.type), ...data.notInFrame].sort(), registered);
    assert.equal(behaviourRows(data).length, data.types.length);
    const nodes = JSON.stringify(kitBehaviourNodes(kit.name));
    for (const [name, version] of Object.entries(data.versions)) {
      assert.ok(nodes.includes(`${name} ${version}`), `the versions sentence names ${name} ${version}`);
    }
  });

  test(`${kit.name}: every theme prop the matrix measures is documented on the page`, () => {
    for (const {prop} of documentedThemeProps[kit.name] ?? []) {
      assert.match(page(kit.name), new RegExp(`\\| \`${prop}\` \\|`), `${prop} is not in a props table of ${kit.name}`);
    }
  });
}

test('remark: a kit that is not a browser kit is a clear error', () => {
  assert.throws(() => kitBehaviourNodes('nativescript'), /not a browser kit/);
  assert.throws(() => kitBehaviourNodes('../../etc'), /not a browser kit/);
});

test('describeCalls counts repeated handlers and names each argument', () => {
  assert.equal(describeCalls(['change(value:boolean)', 'change(Event)']), 'change ×2 (value, Event)');
  assert.equal(describeCalls([]), 'nothing');
});

test('ng-zorro-antd: the change rows of the Type props table restate the measured calls', () => {
  const data = readKitBehaviour('ng-zorro-antd');
  const text = page('ng-zorro-antd');
  const changes = (type: string) =>
    (cell(data, type).events.pointer ?? []).filter((call) => call.startsWith('change('));
  assert.match(
    row(text, '`checkbox`', '`change`'),
    /Called twice per click: first `\(field, value\)`.*then `\(field, event\)` with the DOM `Event`/,
  );
  assert.deepEqual(changes('checkbox'), ['change(value:boolean)', 'change(Event)']);
  assert.match(row(text, '`radio`, `select`', '`change`'), /called once per choice.*with the new value/);
  for (const type of ['radio', 'select']) {
    assert.equal(changes(type).length, 1, `${type}: one change call`);
    assert.match(changes(type)[0]!, /^change\(value:/);
  }
  assert.match(row(text, '`select`', '`multiple`'), /the value is an array/);
  assert.equal(cell(data, 'select').options?.multipleValue, 'array');
  assert.match(row(text, '`description`', '`string`'), /extra text/);
  assert.ok(
    data.types.every((entry) => entry.descriptionShown),
    'every NG-ZORRO type shows the description',
  );
});

test('ionic: "description is not used by the 7.1.0 Ionic templates" holds for every measured type', () => {
  assert.match(page('ionic'), /`description` and\s+`hideRequiredMarker` are not used by the 7\.1\.0 Ionic templates/);
  const data = readKitBehaviour('ionic');
  assert.deepEqual(
    data.types.filter((entry) => entry.descriptionShown).map((entry) => entry.type),
    [],
  );
});

test('material: "with a Material 3 theme every color value looks the same" holds for every measured type', () => {
  assert.match(
    row(page('material'), '`color`'),
    /with a Material 3 theme, such as the prebuilt ones above, every value looks the same/,
  );
  const data = readKitBehaviour('material');
  const color = data.theme.filter((entry) => entry.prop === 'color');
  assert.equal(color.length, data.types.length);
  assert.deepEqual(
    color.filter((entry) => entry.differs.length > 0).map((entry) => entry.type),
    [],
  );
});

test('remark: <KitBehaviour> compiles to a static table in MDX, and no component is left to load', async () => {
  const {compile} = await import('@mdx-js/mdx');
  const {remarkKitBehaviour} = await import('../../plugins/kit-matrix/remark');
  const output = String(await compile('<KitBehaviour kit="bootstrap" />\n', {remarkPlugins: [remarkKitBehaviour]}));
  assert.match(output, /_components\.table/);
  assert.doesNotMatch(output, /KitBehaviour/);
});

test('remark: <KitFocus> compiles to a static table of every browser kit, and no component is left to load', async () => {
  const {compile} = await import('@mdx-js/mdx');
  const {remarkKitBehaviour} = await import('../../plugins/kit-matrix/remark');
  const output = String(await compile('<KitFocus />\n', {remarkPlugins: [remarkKitBehaviour]}));
  assert.match(output, /_components\.table/);
  assert.doesNotMatch(output, /KitFocus/);
  for (const kit of browserKits) {
    assert.ok(output.includes(JSON.stringify(kit.label)), `a row for ${kit.label}`);
  }
});

test('the guide that shows <KitFocus> is the one that explains field.focus', () => {
  const guide = fs.readFileSync(path.join(__dirname, '../../docs/guide/properties-options.mdx'), 'utf8');
  assert.match(guide, /### Focusing a field from code[\s\S]*<KitFocus \/>/);
});

test('primeng: "description is not rendered by the 7.1.0 wrapper" holds for every measured type', () => {
  assert.match(page('primeng'), /`description` is\s+not rendered by the 7\.1\.0 wrapper/);
  const data = readKitBehaviour('primeng');
  assert.deepEqual(
    data.types.filter((entry) => entry.descriptionShown).map((entry) => entry.type),
    [],
  );
});

test('kendo: the select change row ("(field, value)") restates the measured call: once per choice, with the value', () => {
  assert.match(row(page('kendo'), '`change`'), /`\(field, value\)` callback for the drop-down list's `valueChange`/);
  const data = readKitBehaviour('kendo');
  for (const type of ['select', 'enum']) {
    const changes = (cell(data, type).events.pointer ?? []).filter((call) => call.startsWith('change('));
    assert.deepEqual(changes, ['change(value:string)'], type);
  }
});
