import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createSearchConfig} from '../../config/search';
import {readHostedSearch, readSiteEnv} from '../../config/env';
import {patchDocSearchModal} from '../../plugins/search-index/patch-docsearch';
import {MODAL_HITS} from '../../plugins/search-index/client/grouping';
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

const GROUPING_MODULE = '/site/plugins/search-index/client/grouping.ts';

test('the DocSearch changes apply to the installed DocSearch modal exactly once', () => {
  const source = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
  const patched = patchDocSearchModal(source, GROUPING_MODULE);
  assert.equal(
    patched.match(/\.catch\(function\(\)\{\w+\("error"\)\}\)\.finally\(function\(\)\{"error"!==/g)?.length,
    1,
  );
  assert.equal(patched.match(/searchSuggestions:Array\.from\(new Set\(\[\]\.concat\(/g)?.length, 1);
  assert.equal(source.match(/searchSuggestions:Array\.from/g), null, 'the original still has the object spread');
  // Results: through groupHitsByPage, imported from the grouping module, with no cap of DocSearch's own.
  assert.ok(patched.startsWith(`import {groupHitsByPage as __formlyGroupHits} from "${GROUPING_MODULE}";\n`));
  assert.equal(
    patched.match(/=[\w$]+\(__formlyGroupHits\([\w$]+\([\w$]+\)\),function\(\w\)\{return [\w$]+\(\w\)\},1\/0\)/g)
      ?.length,
    1,
  );
  assert.equal(patched.match(/function\((\w)\)\{return \1\.url_without_anchor\},1\/0\)/g)?.length, 1);
  assert.equal(patched.match(/return \w\.hierarchy\.lvl1\},\w\)/g), null, 'sections are no longer grouped by title');
  assert.equal(patched.match(new RegExp(`\\.hitsPerPage\\)&&void 0!==(\\w)\\?\\1:${MODAL_HITS}\\b`, 'g'))?.length, 1);
});

test('the fixes refuse code they do not recognise instead of skipping silently', () => {
  assert.throws(
    () => patchDocSearchModal('function onInput(){return request.finally(done)}', GROUPING_MODULE),
    /"failure screen" fix/,
  );
});

test('no site-wide keywords meta: a page keywords meta is its own front matter, which search reads', async () => {
  const {createConfig} = await import('../../config/site');
  const metadata = (createConfig(readSiteEnv({})).themeConfig?.metadata ?? []) as Array<{name?: string}>;
  // A site-wide <meta name="keywords"> is what every page without front-matter keywords would carry,
  // and the search index would take it for the page's own.
  assert.deepEqual(
    metadata.filter((tag) => tag.name === 'keywords'),
    [],
  );
});
