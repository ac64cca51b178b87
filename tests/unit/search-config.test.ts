import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createSearchConfig} from '../../config/search';
import {readHostedSearch, readSiteEnv} from '../../config/env';
import {patchDocSearchModal} from '../../plugins/search-index/patch-docsearch';
import {missingResultsIssueUrl} from '../../plugins/search-index/constants';

const HOSTED = {ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'formly'};

function pluginOptions(config: ReturnType<typeof createSearchConfig>) {
  const [entry] = config.plugins;
  assert.ok(Array.isArray(entry));
  return entry[1] as {backend: string; hostedTestRoute?: boolean; newIssueUrl: string};
}

test('no Algolia settings: the embedded index, with contextual search on', () => {
  const config = createSearchConfig(readSiteEnv({}));
  assert.equal(pluginOptions(config).backend, 'embedded');
  assert.equal(config.themeConfig.contextualSearch, true);
  assert.equal(config.themeConfig.searchPagePath, 'search');
});

test('all three Algolia settings: the hosted index with those credentials', () => {
  const config = createSearchConfig(readSiteEnv(HOSTED));
  assert.equal(pluginOptions(config).backend, 'hosted');
  assert.equal(config.themeConfig.appId, 'APP123');
  assert.equal(config.themeConfig.apiKey, 'search-key');
  assert.equal(config.themeConfig.indexName, 'formly');
  assert.equal(config.themeConfig.contextualSearch, true);
});

test('a missing or blank Algolia setting falls back to the embedded index', () => {
  for (const name of Object.keys(HOSTED)) {
    assert.equal(readHostedSearch({...HOSTED, [name]: undefined}), null, `${name} missing`);
    assert.equal(readHostedSearch({...HOSTED, [name]: '  '}), null, `${name} blank`);
  }
});

test('the hosted test route is added only for test builds', () => {
  assert.equal(pluginOptions(createSearchConfig(readSiteEnv({}))).hostedTestRoute, undefined);
  assert.equal(pluginOptions(createSearchConfig(readSiteEnv({FORMLY_TEST_ROUTES: '1'}))).hostedTestRoute, true);
});

test('"Let us know." opens a new GitHub issue naming the query', () => {
  const url = new URL(missingResultsIssueUrl('https://github.com/ngx-formly/ngx-formly/issues/new', 'date <picker>'));
  assert.equal(url.origin + url.pathname, 'https://github.com/ngx-formly/ngx-formly/issues/new');
  assert.equal(url.searchParams.get('title'), 'Search finds nothing for "date <picker>"');
});

test('both DocSearch fixes apply to the installed DocSearch modal exactly once', () => {
  const source = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
  const patched = patchDocSearchModal(source);
  assert.equal(
    patched.match(/\.catch\(function\(\)\{\w+\("error"\)\}\)\.finally\(function\(\)\{"error"!==/g)?.length,
    1,
  );
  assert.equal(patched.match(/searchSuggestions:Array\.from\(new Set\(\[\]\.concat\(/g)?.length, 1);
  assert.equal(source.match(/searchSuggestions:Array\.from/g), null, 'the original still has the object spread');
});

test('the fixes refuse code they do not recognise instead of skipping silently', () => {
  assert.throws(() => patchDocSearchModal('function onInput(){return request.finally(done)}'), /"failure screen" fix/);
});
