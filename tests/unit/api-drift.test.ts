/**
 * The API pages are generated from the installed @ngx-formly typings. This test
 * regenerates them into a temporary directory and fails, naming the file, when the
 * committed docs/api differs: run `npm run api` and commit the result.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {API_DOCS_DIR, apiDocsSettings} from '../../scripts/api/config';
import {generateApiDocs, isGeneratedPage, listFiles, writeApiDocs} from '../../scripts/api/pipeline';

let freshDir = '';
let files = new Map<string, string>();

before(() => {
  freshDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formly-api-'));
  files = generateApiDocs(apiDocsSettings);
  writeApiDocs(freshDir, files);
});

after(() => {
  fs.rmSync(freshDir, {recursive: true, force: true});
});

test('every generated file is committed unchanged in docs/api', () => {
  const generated = listFiles(freshDir);
  assert.ok(generated.length > 0, 'the generator produced no files');
  for (const rel of generated) {
    const committed = path.join(API_DOCS_DIR, rel);
    assert.ok(fs.existsSync(committed), `docs/api/${rel} is missing: run npm run api`);
    assert.ok(
      fs.readFileSync(committed, 'utf8') === fs.readFileSync(path.join(freshDir, rel), 'utf8'),
      `docs/api/${rel} differs from a fresh generation: run npm run api`,
    );
  }
});

test('docs/api holds no generated page the generator no longer produces', () => {
  const stale = listFiles(API_DOCS_DIR).filter(
    (rel) =>
      rel.endsWith('.mdx') && !files.has(rel) && isGeneratedPage(fs.readFileSync(path.join(API_DOCS_DIR, rel), 'utf8')),
  );
  assert.deepEqual(stale, [], `stale generated pages: ${stale.join(', ')}`);
});

// The generator's output is already compared with what an earlier run committed; this
// checks that writing it again leaves every file alone (no rewrite, no timestamp churn).
test('writing the same pages again writes nothing', () => {
  assert.deepEqual(writeApiDocs(freshDir, files), {written: [], removed: []});
});

test('a run keeps hand-written pages and removes generated pages that are gone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formly-api-prune-'));
  try {
    const handWritten = path.join(dir, 'ui/nativescript/input.mdx');
    const orphan = path.join(dir, 'ui/bootstrap/retired-field.mdx');
    fs.mkdirSync(path.dirname(handWritten), {recursive: true});
    fs.mkdirSync(path.dirname(orphan), {recursive: true});
    fs.writeFileSync(handWritten, '---\ntitle: Hand-written\n---\n\nWritten by a person.\n');
    const [, someGeneratedPage] = [...files].find(([rel]) => rel.endsWith('.mdx'))!;
    fs.writeFileSync(orphan, someGeneratedPage);

    const result = writeApiDocs(dir, files);

    assert.ok(fs.existsSync(handWritten), 'the hand-written page was deleted');
    assert.ok(!fs.existsSync(orphan), 'the orphaned generated page was kept');
    assert.deepEqual(result.removed, ['ui/bootstrap/retired-field.mdx']);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
