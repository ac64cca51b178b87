/**
 * The hand-written notes of the API pages (scripts/api/notes/<page>.md) may open with a
 * front matter block holding a `keywords` list, which the generator copies into the
 * page's front matter, after the description, and leaves out of the page body. A block
 * that is anything else stops the generation, naming the file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {API_DOCS_DIR} from '../../scripts/api/config';
import {notesPath, parseNotes} from '../../scripts/api/notes';
import {pageFrontMatter} from '../../scripts/api/pages/assemble';
import {isGeneratedPage} from '../../scripts/api/pipeline';
import {listPages} from '../../lib/entry-points';

const FILE = 'scripts/api/notes/ui/example/select.md';

async function yamlOf(fileContent: string): Promise<{frontMatter: Record<string, unknown>; content: string}> {
  return DEFAULT_PARSE_FRONT_MATTER({filePath: FILE, fileContent});
}

test('a notes file without front matter is its introduction, claim IDs left out', () => {
  const source = '\nThe select takes `options`.{/* claim: select-options */} More text.\n\n---\n\nAfter a rule.\n';
  assert.deepEqual(parseNotes(source, FILE), {
    text: 'The select takes `options`. More text.\n\n---\n\nAfter a rule.',
  });
});

test('the keywords of the front matter are read as YAML reads them, and left out of the text', async () => {
  const source = [
    '---',
    '# what readers type',
    'keywords:',
    '  - select compareWith',
    "  - 'nz-select: search'",
    "  - 'it''s an @ngx-formly/core thing'",
    '  - "double \\"quoted\\""',
    '---',
    '',
    'The introduction.',
    '',
  ].join('\n');
  const notes = parseNotes(source, FILE);
  assert.deepEqual(notes, {
    keywords: ['select compareWith', 'nz-select: search', "it's an @ngx-formly/core thing", 'double "quoted"'],
    text: 'The introduction.',
  });
  assert.deepEqual((await yamlOf(source)).frontMatter.keywords, notes.keywords);
  const unindented = '---\nkeywords:\n- select\n- mat-select\n---\nText';
  assert.deepEqual(parseNotes(unindented, FILE), {keywords: ['select', 'mat-select'], text: 'Text'});
  assert.deepEqual((await yamlOf(unindented)).frontMatter.keywords, ['select', 'mat-select']);
});

test('a front matter block that is not a keywords list of phrases stops with the file named', () => {
  const cases: Record<string, string> = {
    'a single phrase': 'keywords: select',
    'a flow list': 'keywords: [select, mat-select]',
    'another key': 'title: Select\nkeywords:\n  - select',
    'a misspelt key': 'keyword:\n  - select',
    'a mapping item': 'keywords:\n  - label: select',
    'a nested list': 'keywords:\n  - - select',
    'a number': 'keywords:\n  - 42',
    'a boolean': 'keywords:\n  - true',
    'an unquoted @': 'keywords:\n  - @ngx-formly/core',
    'a comment after a phrase': 'keywords:\n  - select # the dropdown',
    'items indented unlike': 'keywords:\n  - select\n- mat-select',
    'a tab before an item': 'keywords:\n\t- select',
    'a continued line': 'keywords:\n  - select\n    object',
    'an empty quoted phrase': "keywords:\n  - ''",
    'no items': 'keywords:',
    'an empty block': '',
  };
  for (const [name, block] of Object.entries(cases)) {
    const source = `---\n${block}${block ? '\n' : ''}---\n\nThe introduction.\n`;
    assert.throws(() => parseNotes(source, FILE), new RegExp(FILE.replace(/[./]/g, '\\$&')), name);
  }
});

test('the keywords join the page front matter right after the description', async () => {
  const meta = {title: '@ngx-formly/x/select', sidebar_label: 'select', sidebar_position: 3, description: "It's: x"};
  const keywords = ['select compareWith', "nz-select: it's", '@ngx-formly/x'];
  const withKeywords = await yamlOf(`${pageFrontMatter(meta, {keywords, text: ''})}\n\nBody\n`);
  assert.deepEqual(withKeywords.frontMatter, {...meta, keywords, hide_title: true});
  assert.deepEqual(Object.keys(withKeywords.frontMatter), [...Object.keys(meta), 'keywords', 'hide_title']);
  const without = await yamlOf(`${pageFrontMatter(meta, {text: ''})}\n\nBody\n`);
  assert.deepEqual(without.frontMatter, {...meta, hide_title: true});
});

test('every generated page carries exactly its notes keywords, and its body does not', async () => {
  const generated = listPages().filter((page) =>
    isGeneratedPage(fs.readFileSync(path.join(API_DOCS_DIR, page.file), 'utf8')),
  );
  assert.ok(generated.length > 0, 'no generated page in docs/api');
  for (const page of generated) {
    const source = fs.readFileSync(notesPath(page.file), 'utf8');
    const notes = parseNotes(source, page.file);
    // The notes parser reads the block as the YAML parser of Docusaurus does.
    assert.deepEqual((await yamlOf(source)).frontMatter.keywords, notes.keywords, `${page.file}: notes`);
    const built = await yamlOf(fs.readFileSync(path.join(API_DOCS_DIR, page.file), 'utf8'));
    assert.deepEqual(built.frontMatter.keywords, notes.keywords, `${page.file}: run npm run api`);
    assert.ok(!/^keywords:/m.test(built.content), `${page.file}: the notes front matter leaked into the body`);
  }
});
