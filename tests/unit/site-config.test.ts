import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as Preset from '@docusaurus/preset-classic';
import {createConfig} from '../../config/site';
import {normalizeBaseUrl, readSiteEnv} from '../../config/env';
import testRoutesPlugin, {testRoutes} from '../../plugins/test-routes';

function classicPresetOptions(env: Record<string, string>): Preset.Options {
  const [, options] = createConfig(readSiteEnv(env)).presets?.[0] as [string, Preset.Options];
  return options;
}

test('production defaults: formly.dev at the root', () => {
  const config = createConfig(readSiteEnv({}));
  assert.equal(config.url, 'https://formly.dev');
  assert.equal(config.baseUrl, '/');
});

test('SITE_URL and BASE_URL move the site, and the announcement link with it', () => {
  const config = createConfig(readSiteEnv({SITE_URL: 'https://preview.example.org', BASE_URL: 'formly/v7'}));
  assert.equal(config.url, 'https://preview.example.org');
  assert.equal(config.baseUrl, '/formly/v7/');
  const bar = (config.themeConfig as Preset.ThemeConfig).announcementBar;
  assert.match(String(bar?.content), /href="\/formly\/v7\/docs\/guide\/migration"/);
});

test('base paths are normalised to start and end with a slash', () => {
  assert.equal(normalizeBaseUrl('docs'), '/docs/');
  assert.equal(normalizeBaseUrl('/docs/'), '/docs/');
  assert.equal(normalizeBaseUrl('/'), '/');
});

test('broken links and anchors fail the build; markdown links and duplicate routes warn', () => {
  const config = createConfig(readSiteEnv({}));
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'throw');
  assert.equal(config.onDuplicateRoutes, 'warn');
  assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, 'warn');
});

test('no analytics code ships without a measurement id', () => {
  assert.equal(classicPresetOptions({}).gtag, undefined);
});

test('with a measurement id, page views go to gtag with IP anonymisation', () => {
  assert.deepEqual(classicPresetOptions({GTAG_MEASUREMENT_ID: 'G-ABC123'}).gtag, {
    trackingID: 'G-ABC123',
    anonymizeIP: true,
  });
});

test('the test-only routes are added only when FORMLY_TEST_ROUTES=1', () => {
  const hasTestRoutes = (env: Record<string, string>) =>
    (createConfig(readSiteEnv(env)).plugins ?? []).includes('./plugins/test-routes');
  assert.equal(hasTestRoutes({}), false);
  assert.equal(hasTestRoutes({FORMLY_TEST_ROUTES: '0'}), false);
  assert.equal(hasTestRoutes({FORMLY_TEST_ROUTES: '1'}), true);
});

test('the test routes plugin adds its exact routes', async () => {
  const added: {path: string; exact?: boolean}[] = [];
  const plugin = testRoutesPlugin({} as never);
  await plugin.contentLoaded?.({
    content: undefined,
    actions: {addRoute: (route: {path: string; exact?: boolean}) => added.push(route)} as never,
  });
  assert.deepEqual(
    added.map(({path, exact}) => ({path, exact})),
    testRoutes.map(({path}) => ({path, exact: true})),
  );
});

test('the docs version is v7, the only locale is English', () => {
  const config = createConfig(readSiteEnv({}));
  const docs = classicPresetOptions({}).docs;
  assert.ok(docs);
  assert.equal(docs.lastVersion, 'current');
  assert.equal(docs.versions?.current?.label, 'v7');
  assert.deepEqual(config.i18n?.locales, ['en']);
  assert.equal(config.i18n?.localeConfigs?.en?.direction, 'ltr');
});

test('the search backend follows the environment the configuration is built for', () => {
  const algolia = (env: Record<string, string>) =>
    (createConfig(readSiteEnv(env)).themeConfig as Preset.ThemeConfig).algolia as {appId: string; indexName: string};
  assert.equal(algolia({}).appId, 'EMBEDDED');
  const hosted = algolia({ALGOLIA_APP_ID: 'APP1', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'formly'});
  assert.deepEqual([hosted.appId, hosted.indexName], ['APP1', 'formly']);
});
