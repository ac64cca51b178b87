/**
 * Tries other ranking weights or synonyms on the questions the ranking may be tuned on, by the
 * engine alone, in a few seconds per try:
 *
 *   npm run build && npm run search:tune -- [--build-dir build] [--list] \
 *     [--try coverageExponent=2.5] [--try fieldBoosts.heading=4,pageFocusWeight=1] \
 *     [--synonyms '[["asterisk","required marker"]]']
 *
 * Each try changes the site's weights (RANKING_WEIGHTS, by dotted path) and is measured on
 * relevance.json and on both fixed folds of every tuning half (questions-tuning*.json), the sets
 * `bench:search` reports for tuning. A line per try gives, per set, how many questions have their
 * page first, in the first 3 and in the first 5 pages, and the sums; `--list` prints the base
 * run's questions outside the first 3. It reads no held-out file: a weight is kept when it raises
 * the sums and lowers no set, and bench:search then reports what it does to the held-out halves.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {EmbeddedSearchIndex} from '../plugins/search-index/client/engine';
import {RANKING_WEIGHTS, type RankingWeights} from '../plugins/search-index/client/ranking';
import {
  EMBEDDED_INDEX_DIR,
  EMBEDDED_INDEX_MANIFEST,
  pagesToRecords,
  type EmbeddedIndexFile,
  type EmbeddedIndexManifest,
} from '../plugins/search-index/records';
import {describeOutcome, evaluateRelevance, type RelevanceSet} from '../plugins/search-index/relevance';
import {
  QUESTION_TARGETS,
  questionFolds,
  questionsAsRelevanceSet,
  type QuestionSet,
} from '../plugins/search-index/questions';
import {SEARCH_SYNONYMS} from '../plugins/search-index/synonyms';
import {runMain} from '../scripts/run-main';

const siteDir = path.resolve(__dirname, '..');
const searchDir = path.join(siteDir, 'plugins', 'search-index');

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as T;
}

/** relevance.json, then both folds of each tuning half, named as bench:search names them. */
async function tuningSets(): Promise<Array<{name: string; set: RelevanceSet}>> {
  const sets = [{name: 'relevance', set: await readJson<RelevanceSet>(path.join(searchDir, 'relevance.json'))}];
  const roundOf = (file: string) => Number(/-(\d+)\.json$/.exec(file)?.[1] ?? 1);
  const tuningFiles = (await fs.readdir(searchDir))
    .filter((name) => /^questions-tuning(-\d+)?\.json$/.test(name))
    .sort((a, b) => roundOf(a) - roundOf(b));
  for (const file of tuningFiles) {
    const round = roundOf(file);
    const folds = questionFolds(await readJson<QuestionSet>(path.join(searchDir, file)));
    folds.forEach((fold, index) =>
      sets.push({name: `t${round}/${index + 1}`, set: questionsAsRelevanceSet(fold, QUESTION_TARGETS)}),
    );
  }
  return sets;
}

/** The site's weights with `changes` (`path.to.weight=value`, comma-separated) applied. */
export function weightsWith(changes: string): RankingWeights {
  const weights = structuredClone(RANKING_WEIGHTS) as RankingWeights;
  for (const change of changes.split(',').filter(Boolean)) {
    const [key = '', value = ''] = change.split('=');
    const keys = key.split('.');
    let target: Record<string, unknown> = weights as unknown as Record<string, unknown>;
    for (const step of keys.slice(0, -1)) {
      if (typeof target[step] !== 'object' || target[step] === null) {
        throw new Error(`--try ${change}: ${step} is not a group of RANKING_WEIGHTS`);
      }
      target = target[step] as Record<string, unknown>;
    }
    const last = keys.at(-1)!;
    if (typeof target[last] !== 'number') {
      throw new Error(`--try ${change}: ${key} is not a number of RANKING_WEIGHTS`);
    }
    if (value.trim() === '' || Number.isNaN(Number(value))) {
      throw new Error(`--try ${change}: "${value}" is not a number`);
    }
    target[last] = Number(value);
  }
  return weights;
}

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {
      'build-dir': {type: 'string', default: 'build'},
      try: {type: 'string', multiple: true, default: []},
      synonyms: {type: 'string', default: '[]'},
      list: {type: 'boolean', default: false},
    },
  });
  const indexDir = path.join(path.resolve(values['build-dir']!), EMBEDDED_INDEX_DIR);
  const manifest = await readJson<EmbeddedIndexManifest>(path.join(indexDir, EMBEDDED_INDEX_MANIFEST)).catch(() => {
    throw new Error(`No embedded search index in ${indexDir}: run \`npm run build\` without ALGOLIA_* settings first.`);
  });
  const indexFile = await readJson<EmbeddedIndexFile>(path.join(indexDir, manifest.file));
  const records = pagesToRecords(indexFile.pages, 'http://localhost');
  const extraSynonyms = JSON.parse(values.synonyms!) as string[][];
  const sets = await tuningSets();

  const tries = [{label: 'site weights', weights: RANKING_WEIGHTS, synonyms: SEARCH_SYNONYMS}];
  if (extraSynonyms.length > 0) {
    tries.push({label: 'with --synonyms', weights: RANKING_WEIGHTS, synonyms: [...SEARCH_SYNONYMS, ...extraSynonyms]});
  }
  for (const change of values.try!) {
    tries.push({label: change, weights: weightsWith(change), synonyms: [...SEARCH_SYNONYMS, ...extraSynonyms]});
  }
  console.log(
    `top-1/top-3/top-5 counts; sets: ${sets.map(({name, set}) => `${name} (${set.queries.length})`).join(', ')}`,
  );
  for (const [index, {label, weights, synonyms}] of tries.entries()) {
    const engine = new EmbeddedSearchIndex(records, {weights, synonyms});
    const sums = [0, 0, 0];
    const cells = sets.map(({name, set}) => {
      const report = evaluateRelevance(engine, set);
      const counts = [1, 3, 5].map(
        (limit) => report.outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= limit).length,
      );
      counts.forEach((count, place) => (sums[place]! += count));
      if (index === 0 && values.list) {
        report.belowTop.forEach((outcome) => console.log(`  ${name}: ${describeOutcome(outcome)}`));
      }
      return `${name} ${counts.join('/')}`;
    });
    console.log(`${label.padEnd(36)} sum ${sums.join('/')} | ${cells.join(' | ')}`);
  }
  return 0;
}

if (require.main === module) {
  runMain(main);
}
