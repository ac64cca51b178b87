import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {WORD_PATTERN} from '../../plugins/search-index/client/text';

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
