/**
 * Structure of the API section: the page list of entry-points.ts, sidebar metadata, heading
 * levels for the table of contents, the hand-written NativeScript pages, and the switch
 * that adds live demos to field pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {API_DOCS_DIR, apiDocsSettings} from '../../scripts/api/config';
import {KITS, listPages} from '../../lib/entry-points';
import {generateApiDocs, isGeneratedPage, listFiles} from '../../scripts/api/pipeline';

const pages = listPages();
/** How to write the pages lib/entry-points.ts lists (a kit just added to lib/kits has none yet). */
const regenerate = 'run `npm run api` to write the pages lib/entry-points.ts lists';

function read(rel: string): string {
  const file = path.join(API_DOCS_DIR, rel);
  assert.ok(fs.existsSync(file), `docs/api/${rel} is missing: ${regenerate}`);
  return fs.readFileSync(file, 'utf8');
}

function frontMatter(text: string): Record<string, string> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  assert.ok(match, 'no front matter');
  return Object.fromEntries(
    match[1].split('\n').map((line) => {
      const [key, ...rest] = line.split(':');
      return [key.trim(), rest.join(':').trim().replace(/^'|'$/g, '')];
    }),
  );
}

/** Markdown headings outside fenced code blocks. */
function headings(text: string): string[] {
  let inFence = false;
  return text.split('\n').filter((line) => {
    if (line.startsWith('```')) inFence = !inFence;
    return !inFence && /^#{1,6} /.test(line);
  });
}

test('the API section has the pages entry-points.ts lists, and only those', () => {
  const expected = pages.map((p) => p.file).sort();
  const actual = listFiles(API_DOCS_DIR).filter((f) => f.endsWith('.mdx'));
  assert.deepEqual(actual, expected, `docs/api: ${regenerate}, and only those`);
});

test('every folder has a _category_.json with its label', () => {
  const labels: Record<string, string> = {'': 'API', core: 'Core', ui: 'UI'};
  for (const kit of KITS) labels[`ui/${kit.name}`] = kit.label;
  for (const [dir, label] of Object.entries(labels)) {
    const file = path.join(API_DOCS_DIR, dir, '_category_.json');
    assert.ok(fs.existsSync(file), `${dir || 'docs/api'} has no _category_.json: ${regenerate}`);
    assert.equal(JSON.parse(fs.readFileSync(file, 'utf8')).label, label);
  }
});

test('every page has a sidebar position, and index pages come first', () => {
  for (const page of pages) {
    const position = Number(frontMatter(read(page.file)).sidebar_position);
    assert.ok(Number.isInteger(position), `${page.file} has no sidebar_position`);
    if (page.file.endsWith('/index.mdx')) assert.equal(position, 1, `${page.file} is not first`);
    else if (page.file.includes('/')) assert.ok(position > 1, `${page.file} comes before its index`);
  }
});

test('pages use only ## and ### headings, so the table of contents shows all of them', () => {
  for (const page of pages) {
    const wrong = headings(read(page.file)).filter((h) => !/^#{2,3} /.test(h));
    assert.deepEqual(wrong, [], `${page.file} has headings outside levels 2 and 3`);
  }
});

test('NativeScript pages are hand-written and say the kit is not on npm for v7', () => {
  const nativescript = pages.filter((p) => p.file.startsWith('ui/nativescript/'));
  assert.equal(nativescript.length, 8);
  for (const page of nativescript) {
    const text = read(page.file);
    assert.ok(!isGeneratedPage(text), `${page.file} carries the generated marker`);
    assert.match(text, /Not on npm for Formly 7/, `${page.file} does not state that the package is unpublished`);
    assert.match(text, /0\.0\.1/, `${page.file} does not mention the placeholder release`);
  }
});

test('field pages of browser kits embed their live demo exactly when the setting is on', () => {
  const liveLine = (kit: string, field: string) => `<LiveExample name="fields/${kit}/${field}" />`;
  const withDemos = generateApiDocs({...apiDocsSettings, liveExamples: true});
  for (const page of pages) {
    if (page.kind !== 'kit-field' || !page.kit.published) continue;
    const line = liveLine(page.kit.name, page.field);
    assert.ok(withDemos.get(page.file)?.includes(line), `${page.file} lacks ${line} with live examples on`);
    assert.equal(
      read(page.file).includes(line),
      apiDocsSettings.liveExamples,
      `${page.file} does not follow the setting`,
    );
  }
  const others = [...withDemos].filter(([file]) => !pages.some((p) => p.file === file && p.kind === 'kit-field'));
  for (const [file, content] of others) {
    assert.ok(!content.includes('<LiveExample'), `${file} is not a field page but embeds a demo`);
  }
});
