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

// The places below name the kits one by one for their readers. Each test names the file and what to
// write there for a kit the registry has and they lack (CONTRIBUTING.md, "Add a kit").
const gettingStartedFile = 'docs/guide/getting-started.mdx';
const gettingStarted = () => readFileSync(path.join(siteDir, gettingStartedFile), 'utf8');

/** The kit before `kit` in `list` (registry order), to say where a missing entry goes. */
const placeAfter = (list: readonly KitSpec[], kit: KitSpec) => {
  const before = list[list.indexOf(kit) - 1];
  return before ? `after the ${before.label} one` : 'first';
};

test('getting started has an install tab per browser kit, in the registry order, installing its packages', () => {
  const block = /<Tabs groupId="kit"[^>]*>([\s\S]*?)<\/Tabs>/.exec(gettingStarted())?.[1] ?? '';
  assert.ok(block, `${gettingStartedFile}: no <Tabs groupId="kit"> block of install commands`);
  const tabs = [...block.matchAll(/<TabItem value="([^"]+)" label="([^"]+)"[^>]*>([\s\S]*?)<\/TabItem>/g)].map(
    ([, value, label, body]) => ({value, label, body: body!.replace(/\\\n\s*/g, '')}),
  );
  for (const kit of browserKits) {
    const install = ['@ngx-formly/core', kit.package, ...kit.peerPackages].join(' ');
    const tab = tabs.find((candidate) => candidate.value === kit.name);
    assert.ok(
      tab,
      `${gettingStartedFile}: the install tabs (<Tabs groupId="kit">) have no tab for ${kit.label}: add ` +
        `<TabItem value="${kit.name}" label="${kit.label}"> holding \`npm install ${install}\`, ${placeAfter(browserKits, kit)}`,
    );
    assert.equal(tab.label, kit.label, `${gettingStartedFile}: the ${kit.name} install tab's label`);
    // Only the Formly packages are checked: a peer package the demos pin may come with the kit's own
    // (ng-zorro-antd brings @angular/cdk as a dependency).
    for (const pkg of ['@ngx-formly/core', kit.package]) {
      assert.ok(
        new RegExp(`npm install .*${pkg}( |$)`, 'm').test(tab.body),
        `${gettingStartedFile}: the ${kit.label} install tab does not install ${pkg}`,
      );
    }
  }
  assert.deepEqual(
    tabs.map((tab) => tab.value),
    browserKits.map((kit) => kit.name),
    `${gettingStartedFile}: the install tabs, one per browser kit of lib/kits in its order`,
  );
});

test("getting started's table gives each browser kit's feature and NgModule, and links each UI page", () => {
  const page = gettingStarted();
  for (const kit of browserKits) {
    const row = `| ${kit.label} | \`${kit.feature}()\` from \`${kit.package}\` | \`${kit.ngModule}\` |`;
    assert.ok(
      page.includes(row),
      `${gettingStartedFile}: the table of feature functions and NgModules has no row for ${kit.label}: add ` +
        `"${row}" ${placeAfter(browserKits, kit)}`,
    );
    const link = `[${kit.label}](../ui/${kit.name}.mdx)`;
    assert.ok(
      page.includes(link),
      `${gettingStartedFile}: the sentence "Each UI page lists the exact versions…" does not link ${kit.label}: add ${link}`,
    );
  }
});

test("getting started's --ui-theme list is the installed schematic's, in the registry order", () => {
  const schemaFile = 'node_modules/@ngx-formly/schematics/src/ng-add/schema.json';
  const schema = readJson(schemaFile) as {properties: {uiTheme: {enum: string[]}}};
  const accepted = schema.properties.uiTheme.enum;
  const unknown = accepted.filter((name) => !kits.some((kit) => kit.name === name));
  assert.deepEqual(unknown, [], `demos/${schemaFile} accepts kits lib/kits does not have`);
  const sentence = /`--ui-theme` accepts ([\s\S]*?\))/.exec(gettingStarted())?.[1] ?? '';
  assert.ok(sentence, `${gettingStartedFile}: the sentence "\`--ui-theme\` accepts …"`);
  const [shown = '', aside = ''] = sentence.split('(');
  const names = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map(([, name]) => name);
  const expected = (browser: boolean) =>
    kits.filter((kit) => kit.browser === browser && accepted.includes(kit.name)).map((kit) => kit.name);
  assert.deepEqual(
    names(shown),
    expected(true),
    `${gettingStartedFile}: "\`--ui-theme\` accepts …" lists the browser kits the schematic accepts, in the order of lib/kits`,
  );
  assert.deepEqual(
    names(aside),
    expected(false),
    `${gettingStartedFile}: "\`--ui-theme\` accepts …" names in its parenthesis the other kits the schematic accepts`,
  );
});

test("the kit matrix page's description names every kit", () => {
  const overviewFile = 'docs/ui/overview.mdx';
  const description = /^description: (.*)$/m.exec(readFileSync(path.join(siteDir, overviewFile), 'utf8'))?.[1] ?? '';
  assert.ok(description, `${overviewFile}: its description`);
  for (const kit of kits) {
    assert.ok(
      description.includes(kit.label),
      `${overviewFile}: the description in the front matter leaves out ${kit.label}: name it in the list ` +
        `("— Bootstrap, Material, …"), ${placeAfter(kits, kit)}`,
    );
  }
});

test('demos/src/styles.css says for each browser kit which of its rules that kit needs', () => {
  const stylesFile = 'demos/src/styles.css';
  const header = /^\/\*[\s\S]*?\*\//.exec(readFileSync(path.join(siteDir, stylesFile), 'utf8'))?.[0] ?? '';
  for (const kit of browserKits) {
    assert.match(
      header,
      new RegExp(`^\\s*- ${kit.name}: \\S`, 'm'),
      `${stylesFile}: the list of kits in its first comment has no line for ${kit.label}: write ` +
        `"- ${kit.name}: no rules here" if its stylesheet styles the demo's page (font, colours), or ` +
        `add the rules it needs (as for Kendo, whose theme styles only its own components) and name them there`,
    );
  }
});

test('each browser kit has its Chromium rendering claims', () => {
  for (const kit of browserKits) {
    const spec = `tests/browser/claims/${kit.name}-rendering.spec.ts`;
    assert.ok(
      existsSync(path.join(siteDir, spec)),
      `${spec} is missing: open one playground form in ${kit.label} (openFormInPlayground) and check in a step each ` +
        `claim docs/ui/${kit.name}.mdx makes about what the kit renders, as bootstrap-rendering.spec.ts does`,
    );
  }
});

test("the browser scans' exceptions for a kit's markup name a kit's package at its installed version", async () => {
  // Imported here only: the fixtures load Playwright's test runner.
  const {thirdPartyMarkupExceptions} = await import('../browser/fixtures');
  const kitPackages = new Set<string>(kits.flatMap((kit) => [kit.package, ...kit.peerPackages]));
  for (const exception of thirdPartyMarkupExceptions) {
    const [, pkg, version] = /^(\S+) (\S+) \(/.exec(exception.kit) ?? [];
    assert.ok(
      pkg && version,
      `tests/browser/fixtures.ts: "${exception.kit}" should read "<package> <version> (<where>)"`,
    );
    assert.ok(
      kitPackages.has(pkg),
      `tests/browser/fixtures.ts: the exception for ${pkg} names a package no kit of lib/kits uses: remove it`,
    );
    const installed = (readJson(`node_modules/${pkg}/package.json`) as {version: string}).version;
    assert.equal(
      version,
      installed,
      `tests/browser/fixtures.ts: the ${exception.rule} exception for ${pkg} was checked against ${version}, ` +
        `${installed} is installed: check its source again and update the version`,
    );
  }
});
