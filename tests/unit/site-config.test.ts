/**
 * What the environment changes in the site configuration. The configured values
 * themselves are checked where they show: in the build and the browser tests;
 * the search settings in search-config.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as Preset from '@docusaurus/preset-classic';
import {createConfig} from '../../config/site';
import {normalizeBaseUrl, readSiteEnv} from '../../config/env';

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

test('no analytics code ships without a measurement id', () => {
  assert.equal(classicPresetOptions({}).gtag, undefined);
});

test('with a measurement id, page views go to gtag with IP anonymisation', () => {
  assert.deepEqual(classicPresetOptions({GTAG_MEASUREMENT_ID: 'G-ABC123'}).gtag, {
    trackingID: 'G-ABC123',
    anonymizeIP: true,
  });
});

// The behaviour of these theme features is Docusaurus's own and tested there; what is
// ours is that the site turns them on, as the specification lists them.
test('the theme features the site turns on: navbar hidden on scroll, hideable self-collapsing sidebar, blog feeds, colour mode', () => {
  const config = createConfig(readSiteEnv({}));
  const themeConfig = config.themeConfig as Preset.ThemeConfig;
  assert.equal(themeConfig.navbar?.hideOnScroll, true);
  assert.deepEqual(themeConfig.docs?.sidebar, {hideable: true, autoCollapseCategories: true});
  assert.deepEqual(themeConfig.colorMode, {defaultMode: 'light', respectPrefersColorScheme: true});
  assert.deepEqual(themeConfig.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
  const {blog} = classicPresetOptions({});
  assert.deepEqual(blog ? blog.feedOptions?.type : undefined, ['rss', 'atom']);
  assert.equal(typeof themeConfig.announcementBar?.id, 'string');
  assert.equal(themeConfig.announcementBar?.isCloseable, true);
});

test("only a test build serves the browser tests' files, and npm run build copies the apps in itself", () => {
  const staticDirs = (env: Record<string, string>) => createConfig(readSiteEnv(env)).staticDirectories;
  assert.deepEqual(staticDirs({}), ['static', 'demos/dist/static']);
  assert.deepEqual(staticDirs({FORMLY_TEST_ROUTES: '1'}), ['static', 'tests/browser/static', 'demos/dist/static']);
  assert.deepEqual(staticDirs({FORMLY_TEST_ROUTES: '1', FORMLY_APPS_COPIED_AFTER: '1'}), [
    'static',
    'tests/browser/static',
  ]);
});
