/**
 * What the site and its tests take from Docusaurus beyond its public API, checked
 * in the installed packages: the Tabs' storage and query-string keys, the
 * `window.docusaurus` object the site replaces, the files Docusaurus generates in
 * .docusaurus/, and the names imported from `@docusaurus/theme-common/internal`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {kitChoiceStorageKey, kitTabsGroup} from '../../lib/kit-choice';
import {importInstalled, readInstalled, readSiteFile, siteDir} from './installed';

/** A top-level function of an installed module's source, as a function to call. */
function installedFunction<Args extends unknown[], Result>(source: string, name: string): (...args: Args) => Result {
  const declaration = new RegExp(String.raw`^function ${name}\([^]*?^\}`, 'm').exec(source);
  assert.ok(declaration, `no function ${name} in the installed source`);
  return new Function(`${declaration[0]}\nreturn ${name};`)() as (...args: Args) => Result;
}

test("theme-common's Tabs keep a group's choice under the storage key and query parameter kit-choice.ts uses", () => {
  const tabsUtils = readInstalled('@docusaurus/theme-common', 'lib/utils/tabsUtils.js');
  const storageKey = installedFunction<[string], string | null>(tabsUtils, 'getStorageKey');
  const queryStringKey = installedFunction<[{queryString: boolean; groupId: string}], string | null>(
    tabsUtils,
    'getQueryStringKey',
  );
  assert.equal(storageKey(kitTabsGroup), kitChoiceStorageKey);
  assert.equal(queryStringKey({queryString: true, groupId: kitTabsGroup}), kitTabsGroup);
  // The key is a storage slot of its own, which the playground opens with the public useStorageSlot.
  assert.match(
    tabsUtils,
    /const key = getStorageKey\(groupId\);\s*const \[value, storageSlot\] = useStorageSlot\(key\);/,
  );
});

test('window.docusaurus is still the frozen {prefetch, preload} pair that links call for prefetching', () => {
  const clientDir = 'lib/client';
  const docusaurus = readInstalled('@docusaurus/core', `${clientDir}/docusaurus.js`);
  assert.match(docusaurus, /const docusaurus = \{\s*prefetch,\s*preload,\s*\};/);
  assert.match(docusaurus, /export default Object\.freeze\(docusaurus\);/);
  assert.match(readInstalled('@docusaurus/core', `${clientDir}/clientEntry.js`), /window\.docusaurus = docusaurus;/);
  // Links prefetch through the object on window (so they call the replacement) and ignore what it returns.
  const link = readInstalled('@docusaurus/core', `${clientDir}/exports/Link.js`);
  assert.match(link, /^\s*window\.docusaurus\.prefetch\(targetLink\);$/m);
  assert.doesNotMatch(link, /=\s*window\.docusaurus\.prefetch\(|import [^;]*from '\.\.\/docusaurus'/);
  // idlePrefetch.ts swaps the object in onRouteDidUpdate, which runs in a layout effect, before links observe.
  assert.match(
    readInstalled('@docusaurus/core', `${clientDir}/ClientLifecyclesDispatcher.js`),
    /useIsomorphicLayoutEffect\(\(\) => \{[^]*?dispatchLifecycleAction\('onRouteDidUpdate'/,
  );
});

/** What the browser tests (tests/browser/fixtures.ts) and plugins/bundle-output read from .docusaurus/. */
interface GeneratedFiles {
  'globalData.json': {
    'docusaurus-plugin-content-docs': {default: {versions: {name: string; label: string; isLast: boolean}[]}};
  };
  'site-storage.json': {namespace: string};
  'codeTranslations.json': Record<string, string>;
}
const generatedFiles: (keyof GeneratedFiles)[] = ['globalData.json', 'site-storage.json', 'codeTranslations.json'];

test('Docusaurus still generates the .docusaurus files the tests and plugins read, with the fields they read', async () => {
  const codegen = readInstalled('@docusaurus/core', 'lib/server/codegen/codegen.js');
  for (const file of generatedFiles) {
    assert.match(
      codegen,
      new RegExp(String.raw`generate\)\(generatedFilesDir, '${file.replace('.', '\\.')}', JSON\.stringify\(`),
    );
  }
  // site-storage.json: createSiteStorage's result.
  const {createSiteStorage} = await importInstalled<{
    createSiteStorage: (config: object) => {type: string; namespace: string};
  }>('@docusaurus/core', 'lib/server/storage.js');
  const storage = createSiteStorage({
    url: 'https://formly.dev',
    baseUrl: '/',
    storage: {type: 'localStorage', namespace: true},
  });
  assert.match(storage.namespace, /^-\w+$/);
  // globalData.json: the docs plugin's global data lists its versions with these fields.
  assert.match(
    readInstalled('@docusaurus/plugin-content-docs', 'lib/index.js'),
    /setGlobalData\(\{[^}]*versions: versions\.map\(globalData_1\.toGlobalDataVersion\)/,
  );
  assert.match(
    readInstalled('@docusaurus/plugin-content-docs', 'lib/globalData.js'),
    /function toGlobalDataVersion\(version\) \{\s*return \{\s*name: version\.versionName,\s*label: version\.label,\s*isLast: version\.isLast,/,
  );
});

const generatedDir = path.join(siteDir, '.docusaurus');
const generatedMissing = generatedFiles.filter((file) => !fs.existsSync(path.join(generatedDir, file)));

test(
  'the .docusaurus files of the last build have the fields the tests and plugins read',
  {skip: generatedMissing.length > 0 && `no build has run yet: .docusaurus/ lacks ${generatedMissing.join(', ')}`},
  () => {
    const read = <File extends keyof GeneratedFiles>(file: File) =>
      JSON.parse(fs.readFileSync(path.join(generatedDir, file), 'utf8')) as GeneratedFiles[File];
    const [current] = read('globalData.json')['docusaurus-plugin-content-docs'].default.versions;
    assert.deepEqual(
      {name: typeof current?.name, label: typeof current?.label, isLast: typeof current?.isLast},
      {name: 'string', label: 'string', isLast: 'boolean'},
    );
    assert.equal(typeof read('site-storage.json').namespace, 'string');
    assert.equal(typeof read('codeTranslations.json'), 'object');
  },
);

/** The files of the site that import from `@docusaurus/theme-common/internal`. */
const internalImporters = ['src/theme', 'plugins'].flatMap((dir) =>
  fs
    .readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file))
    .filter((file) => readSiteFile(file).includes("'@docusaurus/theme-common/internal'")),
);

test('every name the site imports from @docusaurus/theme-common/internal is still exported there', () => {
  assert.ok(internalImporters.length > 0);
  const exported = readInstalled('@docusaurus/theme-common', 'lib/internal.d.ts');
  for (const file of internalImporters) {
    const imports = readSiteFile(file).matchAll(
      /import (?:type )?\{([^}]*)\} from '@docusaurus\/theme-common\/internal'/g,
    );
    for (const name of [...imports].flatMap(([, names]) =>
      names!
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    )) {
      assert.match(exported, new RegExp(String.raw`\b${name}\b`), `${file} imports ${name}`);
    }
  }
});
