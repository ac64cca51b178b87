import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {WORD_PATTERN} from '../../plugins/search-index/client/text';
import {attachKeywords, docsFolderSources, keywordsOfSources} from '../../plugins/search-index/keywords';
import type {ExtractedPage} from '../../plugins/search-index/records';

/**
 * A page's `keywords` front matter is what the search index reads as the words
 * readers type for it (plugins/search-index). Docusaurus writes the list into
 * one `<meta name="keywords">`, joined with commas, and the index splits it at
 * commas again: a keyword holding a comma would come back as two.
 */
const docsDir = path.join(__dirname, '..', '..', 'docs');
const MAX_KEYWORDS = 30;
const MAX_WORDS = 8;

async function keywordsOfEveryPage(): Promise<Array<{file: string; title: unknown; keywords: unknown}>> {
  const files = readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));
  return Promise.all(
    files.map(async (file) => {
      const filePath = path.join(docsDir, file);
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: readFileSync(filePath, 'utf8')});
      return {file, title: frontMatter.title, keywords: frontMatter.keywords};
    }),
  );
}

test('every keywords front matter is a short list of short phrases the index can read back whole', async () => {
  const pages = (await keywordsOfEveryPage()).filter((page) => page.keywords !== undefined);
  for (const {file, title, keywords} of pages) {
    assert.ok(Array.isArray(keywords), `${file}: keywords must be a YAML list`);
    assert.ok(
      keywords.length > 0 && keywords.length <= MAX_KEYWORDS,
      `${file}: ${keywords.length} keywords (1 to ${MAX_KEYWORDS})`,
    );
    const seen = new Set<string>();
    for (const keyword of keywords) {
      assert.equal(typeof keyword, 'string', `${file}: keyword ${JSON.stringify(keyword)} is not text`);
      const phrase = (keyword as string).trim();
      assert.ok(phrase !== '', `${file}: an empty keyword`);
      assert.ok(!phrase.includes(','), `${file}: "${phrase}" holds a comma, which would split it in two`);
      const words = phrase.match(WORD_PATTERN) ?? [];
      assert.ok(words.length <= MAX_WORDS, `${file}: "${phrase}" has ${words.length} words (at most ${MAX_WORDS})`);
      assert.ok(!seen.has(phrase.toLowerCase()), `${file}: "${phrase}" is listed twice`);
      seen.add(phrase.toLowerCase());
      assert.notEqual(
        phrase.toLowerCase(),
        String(title ?? '').toLowerCase(),
        `${file}: "${phrase}" repeats the title, which search reads anyway`,
      );
    }
  }
});

test("the site's front matter parser hides the keywords from Docusaurus, so no page's JavaScript carries them", async () => {
  const {createConfig} = await import('../../config/site');
  const {readSiteEnv} = await import('../../config/env');
  const parse = createConfig(readSiteEnv({})).markdown?.parseFrontMatter;
  assert.ok(parse, 'the site sets a front matter parser');
  const pages = (await keywordsOfEveryPage()).filter((page) => Array.isArray(page.keywords));
  assert.ok(pages.length > 0, 'some page has keywords');
  for (const {file} of pages) {
    const filePath = path.join(docsDir, file);
    const {frontMatter} = await parse({
      filePath,
      fileContent: readFileSync(filePath, 'utf8'),
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    assert.equal(frontMatter.keywords, undefined, `${file}: Docusaurus would put the keywords into the page`);
    assert.ok(frontMatter.title !== undefined || frontMatter.description !== undefined, `${file}: the rest is kept`);
  }
});

test('the index reads the keywords from the sources, by the path each page is served at', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'keywords-'));
  try {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(work, file)), {recursive: true});
      writeFileSync(path.join(work, file), text);
    };
    write('guide/steps.mdx', '---\ntitle: Steps\nkeywords:\n  - wizard\n  - " next button "\n---\nText.\n');
    write('guide/index.mdx', '---\ntitle: Guides\n---\nNo keywords.\n');
    write('guide/draft.mdx', '---\ntitle: Draft\ndraft: true\nkeywords: [hidden]\n---\n');
    const byPath = await keywordsOfSources(await docsFolderSources(work, '/base/'));
    assert.deepEqual([...byPath], [['/base/docs/guide/steps', ['wizard', 'next button']]], 'trimmed; drafts left out');

    const page: ExtractedPage = {
      path: '/base/docs/guide/steps/',
      language: 'en',
      docusaurusTag: 'docs-default-current',
      categories: [],
      title: 'Steps',
      blocks: [],
    };
    assert.deepEqual(attachKeywords([page], byPath)[0]!.keywords, ['wizard', 'next button']);
    assert.throws(
      () => attachKeywords([{...page, path: '/base/docs/guide/moved'}], byPath),
      /Search keywords for pages the index does not hold: \/base\/docs\/guide\/steps/,
    );

    write('guide/bad.mdx', '---\ntitle: Bad\nkeywords: one phrase\n---\n');
    await assert.rejects(
      keywordsOfSources(await docsFolderSources(work, '/')),
      /bad\.mdx: front matter "keywords" must be a list of phrases/,
    );
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
});
