import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {browserKits, kits, type KitSpec} from '../../lib/kits';
import {readKitMatrix} from '../../plugins/kit-matrix';
import {KITS} from '../../lib/entry-points';

const siteDir = path.join(__dirname, '..', '..');
const demosDir = path.join(siteDir, 'demos');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(demosDir, file), 'utf8'));

test('every package a kit names is pinned in demos/package.json', () => {
  const {dependencies} = readJson('package.json') as {dependencies: Record<string, string>};
  for (const kit of kits.filter((candidate) => candidate.published)) {
    for (const pkg of [kit.package, ...kit.peerPackages]) {
      assert.ok(dependencies[pkg], `${kit.label}: ${pkg} has no version in demos/package.json`);
    }
  }
});

test("every browser kit's stylesheet bundles exist in demos/angular.json", () => {
  const workspace = readJson('angular.json') as {
    projects: Record<string, {architect: {build: {options: {styles: (string | {bundleName?: string})[]}}}}>;
  };
  const bundles = new Set(
    Object.values(workspace.projects)[0].architect.build.options.styles.flatMap((entry) =>
      typeof entry === 'object' && entry.bundleName ? [entry.bundleName] : [],
    ),
  );
  for (const kit of browserKits) {
    for (const bundle of [kit.stylesheet.light, 'dark' in kit.stylesheet ? kit.stylesheet.dark : undefined].filter(
      Boolean,
    )) {
      assert.ok(bundles.has(bundle as string), `${kit.label}: no "${bundle}" bundle in demos/angular.json`);
    }
  }
});

test("every kit's polyfills are in demos/angular.json, and no app.config.ts readers copy imports one", () => {
  const workspace = readJson('angular.json') as {
    projects: Record<string, {architect: {build: {options: {polyfills?: string[]}}}}>;
  };
  const polyfills = Object.values(workspace.projects)[0].architect.build.options.polyfills ?? [];
  const kitPolyfills = kits.flatMap((kit: KitSpec) => kit.polyfills ?? []);
  assert.deepEqual(
    kitPolyfills.filter((polyfill) => !polyfills.includes(polyfill)),
    [],
    'missing from the polyfills of demos/angular.json',
  );
  const demosSrc = path.join(demosDir, 'src');
  const configs = readdirSync(demosSrc, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name === 'app.config.ts')
    .map((entry) => path.join(entry.parentPath, entry.name));
  assert.ok(configs.length > 0);
  for (const file of configs) {
    const source = readFileSync(file, 'utf8');
    for (const polyfill of kitPolyfills) {
      assert.ok(
        !source.includes(`'${polyfill}'`),
        `${path.relative(demosDir, file)} imports ${polyfill}: it belongs in polyfills`,
      );
    }
  }
});

test('the API generator lists the kits of the registry, in its order', () => {
  assert.deepEqual(
    KITS.map((kit) => [kit.name, kit.label, kit.package]),
    kits.map((kit) => [kit.name, kit.label, kit.package]),
  );
});

test('every cell of the kit matrix links to an API page that exists', () => {
  const {kits: columns, rows} = readKitMatrix();
  assert.deepEqual(
    columns.map((kit) => kit.name),
    kits.map((kit) => kit.name),
  );
  let links = 0;
  for (const row of rows) {
    for (const route of Object.values(row.cells)) {
      links += 1;
      assert.ok(
        existsSync(path.join(siteDir, 'docs', 'api', `${route}.mdx`)),
        `${row.name}: docs/api/${route}.mdx is missing`,
      );
    }
  }
  assert.ok(links >= rows.length, 'every row has at least one kit');
  // Spot checks against the packages: only Material and Bootstrap register multicheckbox.
  const multicheckbox = rows.find((row) => row.kind === 'type' && row.name === 'multicheckbox');
  assert.deepEqual(Object.keys(multicheckbox?.cells ?? {}).sort(), ['bootstrap', 'material']);
  const formField = rows.find((row) => row.kind === 'wrapper' && row.name === 'form-field');
  assert.equal(Object.keys(formField?.cells ?? {}).length, kits.length);
});

// Two sentences list the kits in prose, worded for their readers; a kit added to the registry
// must be named in them too ("Kendo UI" is "Kendo" there).
test('the home page description and the llms.txt summary name every kit they speak of', () => {
  const shortLabel = (kit: KitSpec) => kit.label.split(' ')[0]!;
  const home = readFileSync(path.join(siteDir, 'src/pages/index.tsx'), 'utf8');
  const homeSentence = /description="([^"]*UI kits for[^"]*)"/.exec(home)?.[1] ?? '';
  assert.ok(homeSentence, 'src/pages/index.tsx: the description listing the UI kits');
  for (const kit of browserKits) {
    assert.ok(homeSentence.includes(shortLabel(kit)), `the home page description leaves out ${kit.label}`);
  }
  const summary = readFileSync(path.join(siteDir, 'config/llms-summary.md'), 'utf8');
  for (const kit of kits) {
    assert.ok(summary.includes(shortLabel(kit)), `config/llms-summary.md leaves out ${kit.label}`);
  }
});

test('every kit folder in lib/kits/ is in the registry, and each folder is named after its kit', () => {
  const kitFolders = readdirSync(path.join(siteDir, 'lib/kits'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  assert.deepEqual([...kits.map((kit) => kit.name)].sort(), kitFolders);
});
