import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {WORD_PATTERN} from '../../plugins/search-index/client/text';
import {attachKeywords, docsFolderSources, keywordsOfSources} from '../../plugins/search-index/keywords';
import {extractPagesFromSources} from '../../plugins/search-index/extract-source';
import {pageToRecords, type ExtractedPage} from '../../plugins/search-index/records';

/**
 * A page's `keywords` front matter is what the search index reads as the words
 * readers type for it (plugins/search-index). Docusaurus writes the list into
 * one `<meta name="keywords">`, joined with commas, and the index splits it at
 * commas again: a keyword holding a comma would come back as two.
 */
const docsDir = path.join(__dirname, '..', '..', 'docs');
const MAX_KEYWORDS = 30;
const MAX_WORDS = 8;
const MAX_SECTION_KEYWORDS = 12;

async function keywordsOfEveryPage(): Promise<
  Array<{file: string; title: unknown; keywords: unknown; sectionKeywords: unknown}>
> {
  const files = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));
  return Promise.all(
    files.map(async (file) => {
      const filePath = path.join(docsDir, file);
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: readFileSync(filePath, 'utf8')});
      return {
        file,
        title: frontMatter.title,
        keywords: frontMatter.keywords,
        sectionKeywords: frontMatter.sectionKeywords,
      };
    }),
  );
}

/** Checks one list of phrases: `where` names it in a failure, `title` is what no phrase may repeat. */
function assertPhrases(where: string, keywords: unknown, max: number, title?: unknown): void {
  assert.ok(Array.isArray(keywords), `${where} must be a YAML list`);
  assert.ok(keywords.length > 0 && keywords.length <= max, `${where}: ${keywords.length} keywords (1 to ${max})`);
  const seen = new Set<string>();
  for (const keyword of keywords) {
    assert.equal(typeof keyword, 'string', `${where}: keyword ${JSON.stringify(keyword)} is not text`);
    const phrase = (keyword as string).trim();
    assert.ok(phrase !== '', `${where}: an empty keyword`);
    assert.ok(!phrase.includes(','), `${where}: "${phrase}" holds a comma, which would split it in two`);
    const words = phrase.match(WORD_PATTERN) ?? [];
    assert.ok(words.length <= MAX_WORDS, `${where}: "${phrase}" has ${words.length} words (at most ${MAX_WORDS})`);
    assert.ok(!seen.has(phrase.toLowerCase()), `${where}: "${phrase}" is listed twice`);
    seen.add(phrase.toLowerCase());
    if (title !== undefined) {
      assert.notEqual(
        phrase.toLowerCase(),
        String(title).toLowerCase(),
        `${where}: "${phrase}" repeats the title, which search reads anyway`,
      );
    }
  }
}

test('every keywords front matter is a short list of short phrases the index can read back whole', async () => {
  const pages = await keywordsOfEveryPage();
  const withKeywords = pages.filter((page) => page.keywords !== undefined);
  assert.ok(withKeywords.length > 0, 'some page has keywords');
  for (const {file, title, keywords} of withKeywords) {
    assert.ok(keywords !== undefined);
    assertPhrases(`${file}: keywords`, keywords, MAX_KEYWORDS, title ?? '');
  }
  for (const {file, sectionKeywords} of pages.filter((page) => page.sectionKeywords !== undefined)) {
    assert.ok(
      sectionKeywords !== null && typeof sectionKeywords === 'object' && !Array.isArray(sectionKeywords),
      `${file}: sectionKeywords must map heading anchors to lists`,
    );
    for (const [anchor, phrases] of Object.entries(sectionKeywords)) {
      assertPhrases(`${file}: sectionKeywords.${anchor}`, phrases, MAX_SECTION_KEYWORDS);
    }
  }
});

test("the site's front matter parser hides the keywords from Docusaurus, so no page's JavaScript carries them", async () => {
  const {createConfig} = await import('../../config/site');
  const {readSiteEnv} = await import('../../config/env');
  const parse = createConfig(readSiteEnv({})).markdown?.parseFrontMatter;
  assert.ok(parse, 'the site sets a front matter parser');
  const pages = (await keywordsOfEveryPage()).filter(
    (page) => page.keywords !== undefined || page.sectionKeywords !== undefined,
  );
  assert.ok(pages.length > 0, 'some page has keywords');
  // A page of each kind the sources may not yet hold: the parser must hide both lists.
  const sample = {
    filePath: 'docs/guide/sample.mdx',
    fileContent: '---\ntitle: Sample\nkeywords: [a phrase]\nsectionKeywords:\n  first: [another phrase]\n---\nText\n',
  };
  const sources = [
    sample,
    ...pages.map(({file}) => ({filePath: file, fileContent: readFileSync(path.join(docsDir, file), 'utf8')})),
  ];
  for (const {filePath, fileContent} of sources) {
    const {frontMatter} = await parse({filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
    assert.equal(frontMatter.keywords, undefined, `${filePath}: Docusaurus would put the keywords into the page`);
    assert.equal(
      frontMatter.sectionKeywords,
      undefined,
      `${filePath}: Docusaurus would put the section keywords into the page`,
    );
    assert.ok(frontMatter.title !== undefined, `${filePath}: the rest is kept`);
  }
});

test('the index reads the keywords from the sources, by the path each page is served at', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'keywords-'));
  try {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(work, file)), {recursive: true});
      writeFileSync(path.join(work, file), text);
    };
    write(
      'guide/steps.mdx',
      '---\ntitle: Steps\nkeywords:\n  - wizard\n  - " next button "\nsectionKeywords:\n  going-back: [previous step, " undo next "]\n  empty: []\n---\nText.\n',
    );
    write('guide/index.mdx', '---\ntitle: Guides\n---\nNo keywords.\n');
    write('guide/sections.mdx', '---\ntitle: Only sections\nsectionKeywords:\n  first: [one phrase]\n---\n');
    write('guide/draft.mdx', '---\ntitle: Draft\ndraft: true\nkeywords: [hidden]\n---\n');
    const byPath = await keywordsOfSources(await docsFolderSources(work, '/base/'));
    assert.deepEqual(
      [...byPath].map(([pagePath, {keywords, sections}]) => [pagePath, keywords, sections]),
      [
        ['/base/docs/guide/sections', undefined, {first: ['one phrase']}],
        [
          '/base/docs/guide/steps',
          ['wizard', 'next button'],
          {'going-back': ['previous step', 'undo next'], empty: []},
        ],
      ],
      'trimmed; drafts and pages without keywords left out',
    );

    const page: ExtractedPage = {
      path: '/base/docs/guide/steps/',
      language: 'en',
      docusaurusTag: 'docs-default-current',
      categories: [],
      title: 'Steps',
      blocks: [
        {kind: 'text', text: 'Steps of a form.'},
        {kind: 'heading', level: 2, text: 'Going back', anchor: 'going-back'},
        {kind: 'text', text: 'The back button.'},
        {kind: 'heading', level: 3, text: 'Empty', anchor: 'empty'},
      ],
    };
    const otherPage: ExtractedPage = {
      ...page,
      path: '/base/docs/guide/sections',
      blocks: [{kind: 'heading', level: 2, text: 'First', anchor: 'first'}],
    };
    const [steps] = attachKeywords([page, otherPage], byPath).map((attached) =>
      pageToRecords(attached, 'https://x.org'),
    );
    assert.deepEqual(
      steps!.map(({type, anchor, keywords}) => [type, anchor, keywords]),
      [
        ['lvl1', null, 'wizard, next button'],
        ['content', null, null],
        ['lvl2', 'going-back', 'previous step, undo next'],
        ['content', 'going-back', null],
        ['lvl3', 'empty', null],
      ],
      "the page's keywords on its title record, a section's on its heading record",
    );
    assert.throws(
      () => attachKeywords([{...page, path: '/base/docs/guide/moved'}, otherPage], byPath),
      /Search keywords for pages the index does not hold: \/base\/docs\/guide\/steps/,
    );
    assert.throws(
      () => attachKeywords([page, {...otherPage, blocks: []}], byPath),
      /sections\.mdx: "sectionKeywords" names #first, not a heading of \/base\/docs\/guide\/sections/,
      'a renamed heading stops the build with the file and the anchor',
    );

    for (const [name, bad, message] of [
      ['bad', 'keywords: one phrase', /bad\.mdx: front matter "keywords" must be a list of phrases/],
      ['bad-map', 'sectionKeywords: [a, b]', /bad-map\.mdx: front matter "sectionKeywords" must map heading anchors/],
      [
        'bad-list',
        'sectionKeywords:\n  first: one phrase',
        /bad-list\.mdx: front matter "sectionKeywords\.first" must be a list/,
      ],
    ] as const) {
      const folder = mkdtempSync(path.join(tmpdir(), 'keywords-bad-'));
      try {
        writeFileSync(path.join(folder, `${name}.mdx`), `---\ntitle: Bad\n${bad}\n---\n`);
        await assert.rejects(keywordsOfSources(await docsFolderSources(folder, '/')), message);
      } finally {
        rmSync(folder, {recursive: true, force: true});
      }
    }
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
});

test("every page's section keywords name a heading of the index the dev server reads from the sources, as of the built page", async () => {
  // `npm start` indexes the MDX sources (extract-source.ts), not the built HTML: an anchor worked out
  // differently there (a heading holding `<formly-form>` in a code span) would stop the dev server.
  const sources = await docsFolderSources(docsDir, '/');
  const pages = await extractPagesFromSources(
    sources.map(({permalink, file}) => ({
      title: path.basename(file),
      permalink,
      file,
      docusaurusTag: 'docs-default-current',
      categories: [],
    })),
    'en',
  );
  const byPath = await keywordsOfSources(sources);
  assert.ok(
    [...byPath.values()].some((found) => found.sections),
    'some page has section keywords',
  );
  const attached = attachKeywords(pages, byPath);
  assert.ok(attached.some((page) => page.sectionKeywords));
});
