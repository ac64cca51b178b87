/**
 * What the search plugin takes from DocSearch and from Docusaurus's Algolia theme
 * beyond their public APIs: the file layout of DocSearch's style sheets, and the
 * theme's search components, loaded by file path and styled by their markup. (The
 * patch of DocSearch's minified modal has its guard in tests/unit/search-config.test.ts.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {packageDir, readInstalled} from './installed';

/** A DocSearch sheet without its licence banner. */
function docSearchSheet(file: string): string {
  return readInstalled('@docsearch/css', `dist/${file}`)
    .replace(/\/\*![^]*?\*\//g, '')
    .trim();
}

test("DocSearch's style sheet is exactly its variables, button and modal sheets, in that order", () => {
  // plugins/search-index/docsearch-style.ts serves these three in place of the whole sheet.
  assert.equal(docSearchSheet('style.css'), ['_variables.css', 'button.css', 'modal.css'].map(docSearchSheet).join(''));
});

test("the Algolia theme's SearchBar and SearchPage are where the plugin's aliases point", () => {
  const themeDir = path.join(packageDir('@docusaurus/theme-search-algolia'), 'lib', 'theme');
  for (const component of ['SearchBar', 'SearchPage']) {
    assert.ok(fs.existsSync(path.join(themeDir, component, 'index.js')), `${component} is not in ${themeDir}`);
  }
});

test("the Algolia theme's search page keeps the markup the site's search page relies on", () => {
  const searchPage = readInstalled('@docusaurus/theme-search-algolia', 'lib/theme/SearchPage/index.js');
  // The failure notice is placed in, and the "no results" paragraph hidden from, the page's container.
  assert.match(searchPage, /<Layout>[^]*?<div className="container margin-vert--lg">/);
  assert.match(searchPage, /<p key="no-results">\s*<Translate\s+id="theme\.SearchPage\.noResultsText"/);
  // The credit column is hidden through its CSS-module class name.
  assert.match(searchPage, /styles\.searchLogoColumn/);
  // The container sits in the layout's main wrapper, found by its id.
  assert.match(
    readInstalled('@docusaurus/theme-common', 'lib/utils/skipToContentUtils.js'),
    /export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';/,
  );
  assert.match(
    readInstalled('@docusaurus/theme-classic', 'lib/theme/Layout/index.js'),
    /id=\{SkipToContentFallbackId\}[^]*?\{children\}/,
  );
});
