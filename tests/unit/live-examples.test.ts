import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import liveExamplesPlugin, {readStackBlitzData, remarkLiveExamples} from '../../plugins/live-examples';
import {collectDemoFolders, demoSourceFiles, readDemoFolder} from '../../plugins/live-examples/demo-folders.mjs';

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
  const fileNames = [...code.matchAll(/"name": "([^"]+)"/g)].map((match) => match[1]);
  assert.deepEqual(fileNames, ['app.ts', 'app.html', 'app.config.ts', 'app.css', 'greeting.data.ts']);
  assert.match(code, /"language": "typescript"/);
  assert.match(code, /"language": "html"/);
  assert.match(code, /"code": "export const greeting = 'Your name';\\n"/);
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
    {name: 'fields/material/input', section: 'fields/material', kit: 'material'},
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
    async () => plugin.postBuild?.({outDir: path.join(fixtures, 'no-build')} as Parameters<NonNullable<typeof plugin.postBuild>>[0]),
    /demos app is missing from the build/,
  );
});
