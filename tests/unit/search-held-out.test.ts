/**
 * The held-out half of the search questions (issue 42) measures the search on questions
 * nothing was tuned on. It stays that way only if nothing that tunes reads it: synonyms,
 * ranking weights, the relevance sets and the tests that guard them. This test fails when
 * any file of the repository other than the benchmark names the file, and checks that the
 * two halves are the recorded random split of one set of questions.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {pathToFileURL} from 'node:url';
import {EMBEDDED_INDEX_DIR} from '../../plugins/search-index/records';
import {writeEmbeddedIndex} from '../../plugins/search-index/write-index';
import {splitSources, type QuestionSet} from '../../plugins/search-index/questions';
import type {RelevanceSet} from '../../plugins/search-index/relevance';

const siteDir = path.resolve(__dirname, '..', '..');
/**
 * Every gathering of questions has a held-out half in bench/ and a tuning half beside the
 * ranking: bench/search-held-out.json pairs with questions-tuning.json, and
 * bench/search-held-out-N.json with questions-tuning-N.json.
 */
const HELD_OUT_NAMES = readdirSync(path.join(siteDir, 'bench'))
  .filter((name) => /^search-held-out(-\d+)?\.json$/.test(name))
  .sort();
const ROUNDS = HELD_OUT_NAMES.map((name) => ({
  heldOut: `bench/${name}`,
  tuning: `plugins/search-index/${name.replace('search-held-out', 'questions-tuning')}`,
}));
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
    .filter((file) => TEXT_FILE.test(file) && !ROUNDS.some((round) => round.heldOut === file));
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
    return HELD_OUT_NAMES.some((name) => text.includes(name));
  });
  assert.deepEqual(
    naming.filter((file) => !READERS.has(file)),
    [],
    `${HELD_OUT_NAMES.join(', ')} are for measuring only: move whatever reads them into bench/search.ts`,
  );
  assert.ok(naming.includes('bench/search.ts'), 'the benchmark reports the held-out half');
});

test('each gathering is split in two as recorded, and no held-out question is in any tuning set', () => {
  assert.ok(ROUNDS.length >= 2, `${ROUNDS.length} gatherings of questions`);
  const tuningSets = ROUNDS.map((round) => readJson<QuestionSet>(round.tuning));
  const relevance = readJson<RelevanceSet>('plugins/search-index/relevance.json');
  const tuned = [...tuningSets.flatMap((set) => set.questions), ...relevance.queries];
  let heldOutCount = 0;
  for (const [index, round] of ROUNDS.entries()) {
    const tuning = tuningSets[index]!;
    const heldOut = readJson<QuestionSet>(round.heldOut);
    assert.deepEqual(heldOut.split, tuning.split, `${round.heldOut} and ${round.tuning} record one split`);
    const expected = splitSources(tuning.split);
    assert.deepEqual(tuning.questions.map((question) => question.source).sort(), [...expected.tuning].sort());
    assert.deepEqual(heldOut.questions.map((question) => question.source).sort(), [...expected.heldOut].sort());
    // A later, smaller gathering still measures afresh; the figure is over every held-out half.
    assert.ok(heldOut.questions.length >= 30, `${heldOut.questions.length} questions in ${round.heldOut}`);
    heldOutCount += heldOut.questions.length;

    const heldOutSources = new Set(heldOut.questions.map((question) => question.source));
    const heldOutQueries = new Set(heldOut.questions.map((question) => question.query.toLowerCase()));
    for (const {query, source} of tuned) {
      assert.ok(!source || !heldOutSources.has(source), `${source} is held out but also in a tuning set`);
      assert.ok(!heldOutQueries.has(query.toLowerCase()), `"${query}" is held out but also in a tuning set`);
    }
  }
  // Issue 42 asks for at least 150 real questions beside the relevance set, half of them held out.
  assert.ok(heldOutCount >= 75, `${heldOutCount} held-out questions in all`);
  // A later gathering takes none of an earlier one's sources.
  const sources = tuningSets.flatMap((set) => set.split.sources);
  assert.equal(new Set(sources).size, sources.length, 'a source is in two gatherings');
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
    return {
      readHeldOut: reads.some((read) => HELD_OUT_NAMES.some((name) => read.endsWith(name))),
      output: result.stdout + result.stderr,
    };
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
