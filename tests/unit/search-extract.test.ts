import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {mkdtemp, readFile, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {extractPageFromHtml, extractPagesFromBuild, routeOfHtmlFile} from '../../plugins/search-index/extract-html';
import {blocksFromMarkdown} from '../../plugins/search-index/extract-source';
import {EMBEDDED_INDEX_MANIFEST, pageToRecords, type PageBlock} from '../../plugins/search-index/records';
import {writeEmbeddedIndex} from '../../plugins/search-index/write-index';
import {HOSTED_INDEX_SETTINGS} from '../../plugins/search-index/hosted-settings';
import {SEARCH_SYNONYMS} from '../../plugins/search-index/synonyms';

const fixtures = path.join(__dirname, 'fixtures/search');
// A miniature `docusaurus build` output (named so that .gitignore's build/ does not hide it).
const buildDir = path.join(fixtures, 'built-site');
// The sources of the built fixture pages, as far as search reads them (their keywords).
const fixtureDocs = path.join(fixtures, 'docs');
const root = path.join(__dirname, '../..');

async function fixturePage(relative: string) {
  return extractPageFromHtml(await readFile(path.join(buildDir, relative), 'utf8'), '/fallback');
}

/** What a human reads on the fixture page, block by block. */
const EXPECTED_BLOCKS: PageBlock[] = [
  {kind: 'text', text: 'A form checks each value as the reader types, using validators on the field.'},
  {kind: 'heading', level: 2, text: 'Required fields', anchor: 'required-fields'},
  {kind: 'text', text: 'Set props.required and the field reports a required error while it is empty.'},
  {kind: 'text', text: 'Pass the messages to provideFormlyCore().'},
  {kind: 'text', text: 'Messages can be strings.'},
  {kind: 'text', text: 'Messages can be functions'},
  {kind: 'text', text: 'of the error value'},
  {kind: 'text', text: 'and of the field'},
  {kind: 'heading', level: 3, text: 'Messages per field', anchor: 'messages-per-field'},
  {kind: 'text', text: 'required — The field is empty.'},
  {kind: 'text', text: 'minLength — Fewer characters than props.minLength.'},
  {kind: 'text', text: 'Show errors only after the field was touched & changed.'},
  {kind: 'text', text: 'A minor note'},
  {kind: 'text', text: 'Text with a <tag> written as text stays text.'},
];

test('a built docs page yields its locale, version tag, categories, title and prose blocks', async () => {
  const page = await fixturePage('docs/guide/sample-validation/index.html');
  assert.ok(page);
  assert.equal(page.path, '/docs/guide/sample-validation', 'from the canonical link');
  assert.equal(page.language, 'en');
  assert.equal(page.docusaurusTag, 'docs-default-current');
  assert.deepEqual(page.categories, ['Guides', 'Forms'], 'breadcrumbs without home and the page itself');
  assert.equal(page.title, 'Checking input');
  assert.deepEqual(page.blocks, EXPECTED_BLOCKS);
  assert.equal(page.description, 'How a form checks each value: validators and messages.');
});

test('code, tab labels, copy buttons, hash links and page chrome stay out of the index', async () => {
  const page = await fixturePage('docs/guide/sample-validation/index.html');
  const text = JSON.stringify(page);
  for (const chrome of [
    'never indexed',
    'NgModule',
    'Copy',
    'Direct link',
    'On this page',
    'Edit this page',
    'Next page',
    '\u200b',
  ]) {
    assert.ok(!text.includes(chrome), `"${chrome}" is not indexed`);
  }
});

test('blog posts are grouped under "Blog"; list, search, noindex and home pages are left out', async () => {
  const post = await fixturePage('blog/release-notes/index.html');
  assert.deepEqual(post?.categories, ['Blog']);
  assert.equal(post?.title, 'Release notes');
  assert.deepEqual(post?.blocks[1], {kind: 'heading', level: 2, text: 'Upgrading', anchor: 'upgrading'});

  assert.equal(await fixturePage('docs/tags/index.html'), null, 'tag list pages only repeat the docs');
  assert.equal(await fixturePage('search/index.html'), null, 'the search page is noindex');
  assert.equal(await fixturePage('index.html'), null, 'no Markdown content on the home page');

  const pages = await extractPagesFromBuild(buildDir, '/');
  assert.deepEqual(
    pages.map((page) => page.path),
    ['/blog/release-notes', '/docs/guide/sample-validation'],
  );
});

test('pages without a canonical link are named after their file', () => {
  assert.equal(routeOfHtmlFile(path.join('docs', 'guide', 'index.html'), '/formly/'), '/formly/docs/guide');
  assert.equal(routeOfHtmlFile('index.html', '/'), '/');
  assert.equal(routeOfHtmlFile('docs/faq.html', '/'), '/docs/faq');
});

test('records follow DocSearch: one per heading and per block, carrying the headings above', async () => {
  const page = await fixturePage('docs/guide/sample-validation/index.html');
  assert.ok(page);
  const records = pageToRecords(page, 'https://preview.example');
  assert.equal(records.length, 1 + page.blocks.length);
  const [title, intro, section] = records;
  assert.equal(title?.type, 'lvl1');
  assert.equal(title?.url, 'https://preview.example/docs/guide/sample-validation');
  assert.equal(intro?.type, 'content');
  assert.equal(intro?.anchor, null);
  assert.equal(section?.type, 'lvl2');
  assert.equal(section?.url, 'https://preview.example/docs/guide/sample-validation#required-fields');

  const row = records.find((record) => record.content?.startsWith('required —'));
  assert.deepEqual(row?.hierarchy, {
    lvl0: 'Guides',
    lvl1: 'Checking input',
    lvl2: 'Required fields',
    lvl3: 'Messages per field',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.equal(row?.anchor, 'messages-per-field');
  assert.deepEqual(row?.categories, ['Forms']);
  assert.equal(row?.language, 'en');
  assert.equal(row?.docusaurus_tag, 'docs-default-current');
  assert.equal(new Set(records.map((record) => record.objectID)).size, records.length, 'unique object ids');
});

test('under the dev server, MDX sources give the same kind of blocks', async () => {
  const blocks = blocksFromMarkdown(await readFile(path.join(fixtures, 'sample.mdx'), 'utf8'));
  assert.deepEqual(blocks, [
    {kind: 'text', text: 'A form checks each value as the reader types, using validators on the field.'},
    {kind: 'heading', level: 2, text: 'Required fields', anchor: 'required-fields'},
    {kind: 'text', text: 'Set props.required and the field reports a required error.'},
    {kind: 'text', text: 'Messages can be strings.'},
    {kind: 'text', text: 'Messages can be functions of the error value.'},
    {kind: 'heading', level: 3, text: 'Messages per field', anchor: 'per-field'},
    {kind: 'text', text: 'required — The field is empty.'},
    {kind: 'text', text: 'Show errors only after the field was touched.'},
    {kind: 'text', text: 'A minor note'},
    {kind: 'text', text: 'Escaped <tags> stay text.'},
  ]);
});

test('under the dev server, an explicit heading id is the anchor in either form MDX reads', () => {
  // The generated API pages give a deprecated alias, a second heading of the same name, an id of its own.
  const blocks = blocksFromMarkdown(
    [
      '## Modules',
      '',
      '### TextareaModule {/* #textareamodule */}',
      '',
      '### TextareaModule {/* #textareamodule-deprecated */}',
      '',
      '### Options {#field-options}',
      '',
    ].join('\n'),
  );
  assert.deepEqual(
    blocks.map((block) => (block.kind === 'heading' ? `${block.text}#${block.anchor}` : block.text)),
    [
      'Modules#modules',
      'TextareaModule#textareamodule',
      'TextareaModule#textareamodule-deprecated',
      'Options#field-options',
    ],
  );
});

test('the index file is named after its content and replaces older ones', async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'search-index-'));
  try {
    const page = (await fixturePage('docs/guide/sample-validation/index.html'))!;
    const first = await writeEmbeddedIndex(directory, [page]);
    const again = await writeEmbeddedIndex(directory, [page]);
    assert.equal(first.file, again.file, 'same content, same name');
    const changed = await writeEmbeddedIndex(directory, [{...page, title: 'Changed'}]);
    assert.notEqual(changed.file, first.file);
    assert.deepEqual((await readdir(directory)).sort(), [changed.file, EMBEDDED_INDEX_MANIFEST].sort());
    const manifest = JSON.parse(await readFile(path.join(directory, EMBEDDED_INDEX_MANIFEST), 'utf8'));
    assert.equal(manifest.file, changed.file);
    assert.equal(manifest.records, 1 + page.blocks.length);
    assert.ok(changed.gzipBytes < changed.bytes);
  } finally {
    await rm(directory, {recursive: true, force: true});
  }
});

const run = promisify(execFile);

test('search:upload --dry-run counts the records of a build and uploads nothing', async () => {
  const {stdout} = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/search-upload.ts', '--dry-run', '--build-dir', buildDir, '--docs-dir', fixtureDocs],
    {cwd: root, env: {...process.env, ALGOLIA_APP_ID: '', ALGOLIA_ADMIN_API_KEY: '', ALGOLIA_INDEX_NAME: ''}},
  );
  const pages = await extractPagesFromBuild(buildDir, '/');
  const expected = pages.reduce((sum, page) => sum + 1 + page.blocks.length, 0);
  assert.match(
    stdout,
    new RegExp(`Dry run: ${expected} records from 2 pages \\(no index configured\\); nothing uploaded\\.`),
  );
  // The settings and synonyms that an upload would send, as JSON.
  const settings = JSON.parse(stdout.split('Index settings:\n')[1]!.split('\nSynonyms')[0]!);
  assert.deepEqual(settings, HOSTED_INDEX_SETTINGS);
  assert.equal(settings.removeWordsIfNoResults, 'allOptional');
  assert.equal(settings.searchableAttributes?.at(-1), 'unordered(code)', 'example code is searched last');
  const synonyms = JSON.parse(stdout.split('Synonyms (replacing any others):\n')[1]!);
  assert.deepEqual(
    synonyms.map((synonym: {synonyms: string[]}) => synonym.synonyms),
    SEARCH_SYNONYMS,
    'the same list the embedded search uses',
  );
});

test('search:upload without credentials refuses and names the missing settings', async () => {
  await assert.rejects(
    run(
      process.execPath,
      ['--import', 'tsx', 'scripts/search-upload.ts', '--build-dir', buildDir, '--docs-dir', fixtureDocs],
      {
        cwd: root,
        env: {...process.env, ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: '', ALGOLIA_INDEX_NAME: ''},
      },
    ),
    (error: {code?: number; stderr?: string}) => {
      assert.equal(error.code, 1);
      assert.match(error.stderr ?? '', /Set ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME to upload/);
      return true;
    },
  );
});
