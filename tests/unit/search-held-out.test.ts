/**
 * The held-out half of the search questions (issue 42) measures the search on questions
 * nothing was tuned on. It stays that way only if nothing that tunes reads it: synonyms,
 * ranking weights, the relevance sets and the tests that guard them. This test fails when
 * any file of the repository other than the benchmark names the file, and checks that the
 * two halves are the recorded random split of one set of questions.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
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
