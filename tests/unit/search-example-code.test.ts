import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {attachExampleCode, LIVE_EXAMPLE_TAG, readExampleIdentifiers} from '../../plugins/search-index/example-code';
import {extractPageFromHtml} from '../../plugins/search-index/extract-html';
import type {ExtractedPage} from '../../plugins/search-index/records';

// The live-examples fixture: a demos/src whose example folders each hold an example.json.
const demosSrc = path.join(__dirname, 'fixtures/live-examples/good/src');

const examplePage = `<!doctype html><html lang=en><head>
<meta name=docusaurus_tag content=docs-default-current />
<link rel=canonical href=https://formly.dev/docs/examples/forms/first-form />
</head><body><article><div class=markdown><header><h1>First form</h1></header>
<p>A form with one input.</p>
<section aria-label="Live example: First form"><a href=/demos/#/forms/first-form target=_blank>Open the demo in a new tab</a>
<a href=/demos/#/fields/material/input>Open the demo in a new tab</a></section>
<p>See <a href=/docs/guide/getting-started>getting started</a>.</p>
</div></article></body></html>`;

function page(examples: string[]): ExtractedPage & {examples: string[]} {
  return {
    path: '/docs/x',
    language: 'en',
    docusaurusTag: 'docs-default-current',
    categories: [],
    title: 'X',
    blocks: [],
    examples,
  };
}

test('a built page names the live examples it shows, from their demo links', () => {
  const extracted = extractPageFromHtml(examplePage, '/fallback');
  assert.deepEqual(extracted?.examples, ['forms/first-form', 'fields/material/input']);
  assert.equal(
    extractPageFromHtml(examplePage.replace(/<section[\s\S]*<\/section>/, ''), '/fallback')?.examples,
    undefined,
  );
});

test('an MDX page names its live examples in <LiveExample name="…" />', () => {
  const source =
    '<LiveExample name="validation/custom-validation" />\n\n<LiveExample\n  name="fields/material/input" height={200} />';
  assert.deepEqual(
    [...source.matchAll(LIVE_EXAMPLE_TAG)].map((match) => match[1]),
    ['validation/custom-validation', 'fields/material/input'],
  );
});

test('identifiers of each example, without those most examples share', async () => {
  const identifiers = await readExampleIdentifiers(demosSrc);
  const exampleFolders = fs
    .readdirSync(demosSrc, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name === 'example.json')
    .map((entry) => entry.parentPath)
    .sort();
  assert.deepEqual([...identifiers.keys()].sort(), exampleFolders, 'one entry per folder holding example.json');
  const firstForm = identifiers.get(path.join(demosSrc, 'examples/forms/first-form'))!;
  assert.ok(firstForm.includes('greeting'), 'a name only this example uses');
  assert.ok(firstForm.includes('templateUrl'), 'words of app.ts');
  assert.ok(!firstForm.includes('Component'), 'every example imports Component: it tells none apart');
  assert.ok(firstForm.every((word) => word.length >= 3));
});

test('pages get the identifiers of their examples in `code`, and lose the names', async () => {
  const [withExample, unknown, none] = await attachExampleCode(
    [page(['forms/first-form']), page(['forms/no-such-example']), {...page([]), examples: undefined}],
    demosSrc,
  );
  assert.match(withExample!.code ?? '', /\bgreeting\b/);
  assert.ok(!('examples' in withExample!));
  assert.equal(unknown!.code, undefined, 'a name without a folder adds nothing');
  assert.equal(none!.code, undefined);
});
