import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import liveExamplesPlugin, {readStackBlitzData, remarkLiveExamples} from '../../plugins/live-examples';
import {collectDemoFolders, demoSourceFiles, readDemoFolder, readDemoSources} from '../../lib/demo-folders';
import {configForKit, demoKits} from '../../lib/kit-variants';
import {codeOfLines, type SerializedLine} from '../../plugins/code-highlight/client';
import {browserKits, kitByName} from '../../lib/kits';
import {kitSetups} from '../../lib/kit-setups';
import {examplePages} from '../../lib/example-pages';
import {playgroundRoute, starterParam} from '../../lib/playground-address';
import {kitTabsGroup} from '../../lib/kit-choice';
import {collectExampleStarters} from '../../plugins/playground/examples';

const fixtures = path.join(__dirname, 'fixtures', 'live-examples');
const goodDemos = path.join(fixtures, 'good');
const brokenDemos = path.join(fixtures, 'broken');

/** Compiles an MDX page the way the docs plugin does, with our remark plugin first. */
async function compilePage(source: string, demosDir: string): Promise<string> {
  // MDX is ESM-only; a dynamic import loads it from this CommonJS-compiled test.
  const {compile} = await import('@mdx-js/mdx');
  const file = await compile(
    {value: source, path: path.join(fixtures, 'page.mdx'), cwd: fixtures},
    {remarkPlugins: [[remarkLiveExamples, {demosDir}]]},
  );
  return String(file);
}

test('a good example gets its files, kit, title and height as props', async () => {
  const code = await compilePage('# Page\n\n<LiveExample name="forms/first-form" />\n', goodDemos);
  // The props are compiled into the page as an object literal handed to the component.
  assert.match(code, /name: "forms\/first-form"/);
  assert.match(code, /kit: "bootstrap"/);
  assert.match(code, /title: "A first form"/);
  assert.match(code, /height: 321/);
  // File names have an extension; the other names in the props are kits.
  const fileNames = [...code.matchAll(/"name": "([^"]+\.[^"]+)"/g)].map((match) => match[1]);
  assert.deepEqual(fileNames, ['app.ts', 'app.html', 'app.config.ts', 'app.css', 'greeting.data.ts']);
  assert.match(code, /"language": "typescript"/);
  assert.match(code, /"language": "html"/);
  // Highlighted at build time: each file carries its Prism tokens, and only them: its code is their text.
  assert.doesNotMatch(code, /"code":/);
  const tokens = [...code.matchAll(/"tokens": ("(?:[^"\\]|\\.)*")/g)].map(
    (match) => JSON.parse(JSON.parse(match[1]) as string) as SerializedLine[],
  );
  const sources = readDemoSources(readDemoFolder(goodDemos, 'forms/first-form'));
  assert.deepEqual(
    tokens.map(codeOfLines),
    sources.map((source) => source.code),
  );
  assert.deepEqual(tokens[0][0][0], ['keyword', 'import']);
});

test('a page with a live example imports the component; a page without one does not', async () => {
  const withExample = await compilePage('<LiveExample name="forms/first-form" />', goodDemos);
  assert.match(withExample, /import LiveExample from "@theme\/LiveExample";/);
  const withoutExample = await compilePage('# Just prose\n', goodDemos);
  assert.doesNotMatch(withoutExample, /LiveExample/);
  const ownImport = await compilePage(
    'import LiveExample from \'../own/LiveExample\';\n\n<LiveExample name="forms/first-form" />',
    goodDemos,
  );
  assert.equal(
    ownImport.match(/import LiveExample from/g)?.length,
    1,
    'a page that imports it keeps its own import only',
  );
});

/** The kits a demo folder of the good fixture runs in, with the reasons given for the others. */
function kitsOf(name: string) {
  const demo = readDemoFolder(goodDemos, name);
  return demoKits(demo, readDemoSources(demo));
}

test('a kit-agnostic example runs in every browser kit, with an app.config.ts per kit', async () => {
  const {kits, files, notes, fixedReason} = kitsOf('forms/first-form');
  assert.deepEqual(
    kits,
    browserKits.map((kit) => kit.name),
  );
  assert.deepEqual(notes, []);
  assert.equal(fixedReason, undefined);
  assert.equal(files.bootstrap, undefined, "the folder's own kit keeps its own file");
  for (const kit of browserKits.filter((candidate) => candidate.name !== 'bootstrap')) {
    const config = files[kit.name]?.['app.config.ts'] ?? '';
    assert.match(config, new RegExp(`import \\{ ${kit.feature} \\} from '${kit.package}';`));
    assert.match(config, new RegExp(`\\.\\.\\.${kit.feature}\\(\\)`));
    assert.doesNotMatch(config, /bootstrap/i);
  }
  // The page gets each kit's label; the other kits' app.config.ts stay out of it.
  const code = await compilePage('<LiveExample name="forms/first-form" />', goodDemos);
  assert.match(code, /"label": "NG-ZORRO"/);
  assert.doesNotMatch(code, /withFormlyMaterial/);
});

test('a kit whose set-up needs providers gets them, merged into the existing imports', () => {
  const config = [
    "import { ApplicationConfig } from '@angular/core';",
    "import { provideFormlyCore } from '@ngx-formly/core';",
    "import { withFormlyBootstrap } from '@ngx-formly/bootstrap';",
    '',
    'export const appConfig: ApplicationConfig = {',
    '  providers: [',
    '    provideFormlyCore([...withFormlyBootstrap()]),',
    '  ],',
    '};',
    '',
  ].join('\n');
  const ionic = configForKit(config, kitByName('bootstrap'), kitByName('ionic'));
  assert.match(ionic, /^import \{ ApplicationConfig, importProvidersFrom \} from '@angular\/core';$/m);
  assert.match(ionic, /^import \{ IonicModule \} from '@ionic\/angular';$/m);
  assert.match(ionic, /^import \{ provideFormlyCore, provideFormlyConfig \} from '@ngx-formly\/core';$/m);
  // Each provider of the kit's set-up, under its comment, in order, before the Formly feature.
  const setUp = kitSetups.ionic.providers.map(({comment, code}) => `    // ${comment}\n    ${code},\n`).join('');
  assert.ok(
    ionic.includes(`  providers: [\n${setUp}    provideFormlyCore([...withFormlyIonic()]),`),
    `the Ionic providers, in order, in:\n${ionic}`,
  );
  const kendo = configForKit(config, kitByName('bootstrap'), kitByName('kendo'));
  assert.match(kendo, /^import \{ provideAnimations \} from '@angular\/platform-browser\/animations';$/m);
  // $localize is a polyfill of the build target (kits.ts), not an import readers copy.
  assert.doesNotMatch(kendo, /@angular\/localize/);
  assert.equal(kendo.match(/provideAnimations\(\)/g)?.length, 1);
  // A provider the example already has is not added twice.
  const animated = config.replace('  providers: [\n', '  providers: [\n    provideAnimations(),\n');
  assert.equal(
    configForKit(animated, kitByName('bootstrap'), kitByName('kendo')).match(/provideAnimations\(\)/g)?.length,
    1,
  );
});

test('kits missing a type the example uses are left out, and the page says which', async () => {
  const {kits, notes} = kitsOf('forms/checklist');
  assert.deepEqual(kits, ['bootstrap', 'material']);
  assert.deepEqual(notes, [
    'Not available in Ionic, PrimeNG, Kendo UI and NG-ZORRO, which have no multicheckbox type.',
  ]);
  const code = await compilePage('<LiveExample name="forms/checklist" />', goodDemos);
  assert.match(code, /which have no multicheckbox type/);
});

test("a custom component in Material's form-field wrapper leaves Material out", () => {
  const {kits, notes} = kitsOf('forms/custom-control');
  assert.ok(!kits.includes('material'));
  assert.ok(kits.includes('ionic'));
  assert.match(
    notes.join(' '),
    /Not available in Material, whose form-field wrapper .* @ngx-formly\/material\/form-field, which the stars type does not/,
  );
});

test('examples named after a kit keep it and say why; kit and field pages just keep it', () => {
  const specific = kitsOf('bootstrap-specific/add-ons');
  assert.deepEqual(specific.kits, ['bootstrap']);
  assert.match(specific.fixedReason ?? '', /^Shown in Bootstrap only\. .*@ngx-formly\/bootstrap/);
  const field = kitsOf('fields/material/input');
  assert.deepEqual(field.kits, ['material']);
  assert.equal(field.fixedReason, undefined);
});

test('field demos under fields/<kit>/<field> resolve from the second root', async () => {
  const code = await compilePage('<LiveExample name="fields/material/input" />', goodDemos);
  assert.match(code, /kit: "material"/);
  assert.match(code, /height: 200/);
});

test('a missing example fails the page with the example name', async () => {
  await assert.rejects(
    compilePage('<LiveExample name="forms/does-not-exist" />', goodDemos),
    /demo "forms\/does-not-exist" does not exist: there is no folder .*forms\/does-not-exist/,
  );
});

test('a missing required file fails with the demo and the file name', async () => {
  await assert.rejects(
    compilePage('<LiveExample name="forms/no-config" />', brokenDemos),
    /demo "forms\/no-config" is missing app\.config\.ts/,
  );
});

test('a file referenced by the component but missing fails with its name', async () => {
  await assert.rejects(
    compilePage('<LiveExample name="forms/no-template" />', brokenDemos),
    /demo "forms\/no-template": app\.ts refers to \.\/app\.html, but app\.html is missing/,
  );
});

test('a demo reaching outside its folder is rejected', async () => {
  await assert.rejects(
    compilePage('<LiveExample name="forms/leaks-out" />', brokenDemos),
    /app\.ts refers to \.\.\/\.\.\/shared\/helpers, outside the demo folder/,
  );
});

test('example.json must give the reserved height', () => {
  assert.throws(() => readDemoFolder(brokenDemos, 'forms/no-height'), /needs a positive integer "height"/);
});

test('LiveExample needs a plain string name', async () => {
  await assert.rejects(compilePage('<LiveExample />', goodDemos), /needs a name/);
  await assert.rejects(compilePage('<LiveExample name={"forms/first-form"} />', goodDemos), /plain string/);
});

test('the folder scan finds every demo under both roots, with their sections', () => {
  const demos = collectDemoFolders(goodDemos).map(({name, section, kit}) => ({name, section, kit}));
  assert.deepEqual(demos, [
    {name: 'bootstrap-specific/add-ons', section: 'bootstrap-specific', kit: 'bootstrap'},
    {name: 'fields/material/input', section: 'fields/material', kit: 'material'},
    {name: 'forms/checklist', section: 'forms', kit: 'bootstrap'},
    {name: 'forms/custom-control', section: 'forms', kit: 'bootstrap'},
    {name: 'forms/first-form', section: 'forms', kit: 'bootstrap'},
    {name: 'welcome', section: 'examples', kit: 'bootstrap'},
  ]);
  assert.throws(() => collectDemoFolders(brokenDemos), /demo "forms\//);
});

test('source files are listed with the entry files first', () => {
  const dir = path.join(goodDemos, 'src', 'examples', 'forms', 'first-form');
  assert.deepEqual(demoSourceFiles(dir), ['app.ts', 'app.html', 'app.config.ts', 'app.css', 'greeting.data.ts']);
});

test('StackBlitz data carries pinned versions and each kit stylesheet', () => {
  const data = readStackBlitzData(goodDemos);
  assert.equal(data.versions['@ngx-formly/core'], '7.1.0');
  assert.equal(data.versions.typescript, '5.9.3');
  assert.deepEqual(data.kitStyles.bootstrap, [{path: 'node_modules/bootstrap/dist/css/bootstrap.min.css'}]);
  // Workspace files travel with their text; the dark variant is not part of the light kit.
  assert.deepEqual(data.kitStyles.material, [
    {path: 'src/kits/material.scss', code: '@use "@angular/material" as mat;\n'},
  ]);
  assert.match(data.tsconfig, /"strict": true/);
});

test('the Docusaurus plugin fails loading when a demo folder is broken', async () => {
  const context = {siteDir: fixtures} as LoadContext;
  const good = liveExamplesPlugin(context, {demosDir: 'good'});
  const content = await good.loadContent?.();
  assert.equal(content?.versions['@angular/core'], '21.2.24');
  const broken = liveExamplesPlugin(context, {demosDir: 'broken'});
  await assert.rejects(async () => broken.loadContent?.(), /demo "forms\//);
});

test('the production build check names the missing demos app', async () => {
  const plugin = liveExamplesPlugin({siteDir: fixtures} as LoadContext, {demosDir: 'good'});
  await assert.rejects(
    async () =>
      plugin.postBuild?.({outDir: path.join(fixtures, 'no-build')} as Parameters<
        NonNullable<typeof plugin.postBuild>
      >[0]),
    /demos app is missing from the build/,
  );
});

test('an example page offers "Edit in the playground" in exactly the kits its starter runs in', async () => {
  const {compile} = await import('@mdx-js/mdx');
  const siteDir = path.join(__dirname, '..', '..');
  const starters = collectExampleStarters(path.join(siteDir, 'demos'), path.join(siteDir, 'docs'));
  assert.ok(starters.length > 0);
  for (const page of examplePages(path.join(siteDir, 'docs'))) {
    const file = await compile(
      {
        value: `<LiveExample name="${page.demo}" />`,
        path: path.join(siteDir, 'docs', 'examples', 'page.mdx'),
        cwd: siteDir,
      },
      {remarkPlugins: [[remarkLiveExamples, {demosDir: path.join(siteDir, 'demos')}]]},
    );
    const links = [...String(file).matchAll(/"playground": "([^"]+)"/g)].map((match) => match[1]);
    const kits = starters.find((starter) => starter.id === page.demo)?.kits ?? [];
    assert.deepEqual(
      links,
      kits.map((kit) => `${playgroundRoute}?${starterParam}=${page.demo}&${kitTabsGroup}=${kit}`),
      page.demo,
    );
  }
});
