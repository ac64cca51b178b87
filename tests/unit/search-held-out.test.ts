/**
 * The held-out half of the search questions (issue 42) measures the search on questions
 * nothing was tuned on. It stays that way only if nothing that tunes reads it: synonyms,
 * ranking weights, the relevance sets and the tests that guard them. This test fails when
 * any file of the repository other than the benchmark names the file, and checks that the
 * two halves are the recorded random split of one set of questions.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {pathToFileURL} from 'node:url';
import {EMBEDDED_INDEX_DIR} from '../../plugins/search-index/records';
import {writeEmbeddedIndex} from '../../plugins/search-index/write-index';
import {splitSources, type QuestionSet} from '../../plugins/search-index/questions';
import type {RelevanceSet} from '../../plugins/search-index/relevance';

const siteDir = path.resolve(__dirname, '..', '..');
const HELD_OUT_FILE = 'bench/search-held-out.json';
const HELD_OUT_NAME = path.basename(HELD_OUT_FILE);
/** The only files that may name the held-out file: the one that measures with it, and this guard. */
const READERS = new Set(['bench/search.ts', 'tests/unit/search-held-out.test.ts']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|mdx|yml|yaml)$/;

const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(siteDir, file), 'utf8')) as T;

/** Repository files, tracked or new, that Git does not ignore. */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => TEXT_FILE.test(file) && file !== HELD_OUT_FILE);
}

test('only the benchmark names the held-out questions; synonyms, weights and tuning tests never read them', () => {
  const files = repositoryFiles();
  for (const required of ['plugins/search-index/synonyms.ts', 'plugins/search-index/client/ranking.ts', ...READERS]) {
    assert.ok(files.includes(required), `${required} is scanned`);
  }
  const naming = files.filter((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(siteDir, file), 'utf8');
    } catch {
      return false; // listed by Git but deleted in the working tree
    }
    return text.includes(HELD_OUT_NAME);
  });
  assert.deepEqual(
    naming.filter((file) => !READERS.has(file)),
    [],
    `${HELD_OUT_FILE} is for measuring only: move whatever reads it into bench/search.ts`,
  );
  assert.ok(naming.includes('bench/search.ts'), 'the benchmark reports the held-out half');
});

test('the two halves are the recorded seeded split of the questions, with no question in both', () => {
  const tuning = readJson<QuestionSet>('plugins/search-index/questions-tuning.json');
  const heldOut = readJson<QuestionSet>(HELD_OUT_FILE);
  assert.deepEqual(heldOut.split, tuning.split);
  const expected = splitSources(tuning.split);
  assert.deepEqual(tuning.questions.map((question) => question.source).sort(), [...expected.tuning].sort());
  assert.deepEqual(heldOut.questions.map((question) => question.source).sort(), [...expected.heldOut].sort());
  assert.ok(heldOut.questions.length >= 75, `${heldOut.questions.length} held-out questions`);

  const heldOutSources = new Set(heldOut.questions.map((question) => question.source));
  const heldOutQueries = new Set(heldOut.questions.map((question) => question.query.toLowerCase()));
  const relevance = readJson<RelevanceSet>('plugins/search-index/relevance.json');
  for (const {query, source} of [...tuning.questions, ...relevance.queries]) {
    assert.ok(!source || !heldOutSources.has(source), `${source} is held out but also in a tuning set`);
    assert.ok(!heldOutQueries.has(query.toLowerCase()), `"${query}" is held out but also in a tuning set`);
  }
});

/**
 * Runs the benchmark (engine only, on a one-page index) with a hook that records every file
 * it reads, and returns whether it read the held-out file and what it printed.
 */
async function benchReads(flags: string[]): Promise<{readHeldOut: boolean; output: string}> {
  const work = mkdtempSync(path.join(tmpdir(), 'search-bench-'));
  try {
    // The index as the build writes it (the manifest and its content-named file), of one page.
    await writeEmbeddedIndex(path.join(work, 'build', EMBEDDED_INDEX_DIR), [
      {
        path: '/docs/guide/validation',
        language: 'en',
        docusaurusTag: 'docs-default-current',
        categories: ['Guide'],
        title: 'Validation',
        blocks: [{kind: 'text', text: 'Required fields and validators.'}],
      },
    ]);
    const log = path.join(work, 'reads.log');
    const hook = path.join(work, 'hook.mjs');
    // Records the path of every file read through fs, sync or promise-based.
    writeFileSync(
      hook,
      `import fs from 'node:fs';
const record = (file) => { if (typeof file === 'string' || file instanceof URL) fs.appendFileSync(${JSON.stringify(log)}, String(file) + '\\n'); };
const readFile = fs.promises.readFile;
fs.promises.readFile = function (file, ...rest) { record(file); return readFile.call(this, file, ...rest); };
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) { record(file); return readFileSync.call(this, file, ...rest); };
`,
    );
    writeFileSync(log, '');
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        pathToFileURL(hook).href,
        'bench/search.ts',
        '--engine-only',
        '--build-dir',
        path.join(work, 'build'),
        ...flags,
      ],
      {cwd: siteDir, encoding: 'utf8'},
    );
    const reads = readFileSync(log, 'utf8').split('\n');
    return {readHeldOut: reads.some((read) => read.endsWith(HELD_OUT_NAME)), output: result.stdout + result.stderr};
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

test('bench:search --skip-held-out neither reads nor reports the held-out half; without it, it does both', async () => {
  const skipped = await benchReads(['--skip-held-out']);
  assert.match(skipped.output, /tuning half, fold 1/, skipped.output);
  assert.equal(skipped.readHeldOut, false, 'the held-out file was read despite --skip-held-out');
  assert.doesNotMatch(skipped.output, /held-out half/);

  // The same run without the flag shows that the hook sees the read.
  const measured = await benchReads([]);
  assert.equal(
    measured.readHeldOut,
    true,
    'the benchmark no longer reads the held-out file: the check above proves nothing',
  );
  assert.match(measured.output, /held-out half/);
});
