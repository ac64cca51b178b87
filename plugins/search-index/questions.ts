import type {RelevanceQuery, RelevanceSet} from './relevance';

/**
 * Real questions from the ngx-formly tracker, each as the short phrase a reader
 * types into the search box, with the section of this site that answers it.
 * They were gathered together and split at random into two halves:
 *
 * - the tuning half (questions-tuning.json), which synonyms, weights and the
 *   tests that guard the ranking may use, beside relevance.json;
 * - the held-out half, a file in bench/ that only bench/search.ts reads, to
 *   measure how the search does on questions it was never tuned on
 *   (tests/unit/search-held-out.test.ts fails when anything else names it).
 */

export interface SearchQuestion {
  /** Where the question was asked. */
  source: string;
  /** What a reader would type for it. */
  query: string;
  /** The pages (path, optionally `#anchor`) that answer it, best first; any one counts. */
  answers: string[];
}

export interface QuestionSet {
  description: string;
  split: QuestionSplit;
  questions: SearchQuestion[];
}

/** How the gathered questions were split, so that anyone can redo it. */
export interface QuestionSplit {
  seed: number;
  /** Sources of every gathered question, in the order they were shuffled (ascending). */
  sources: string[];
  rule: string;
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SPLIT_RULE =
  'Fisher-Yates shuffle of the sources in ascending order, drawing from seededRandom(seed); the first half (rounded up) is the tuning half, the rest is held out.';

/** The tuning and held-out sources that `split` describes. */
export function splitSources(split: Pick<QuestionSplit, 'seed' | 'sources'>): {tuning: string[]; heldOut: string[]} {
  const shuffled = [...split.sources];
  const random = seededRandom(split.seed);
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  const half = Math.ceil(shuffled.length / 2);
  return {tuning: shuffled.slice(0, half), heldOut: shuffled.slice(half)};
}

/** The page path of an answer, without its anchor. */
export function answerPage(answer: string): string {
  return answer.replace(/#.*$/, '');
}

/** The questions as a relevance set: pages only, anchors dropped. */
export function questionsAsRelevanceSet(
  set: Pick<QuestionSet, 'description' | 'questions'>,
  targets: RelevanceSet['targets'],
): RelevanceSet {
  return {
    description: set.description,
    targets,
    queries: set.questions.map((question): RelevanceQuery => ({
      query: question.query,
      expect: [...new Set(question.answers.map(answerPage))],
      source: question.source,
    })),
  };
}

/**
 * The tuning half in two fixed folds: its questions sorted by source, those at
 * even places in one, odd places in the other. A ranking change is kept only
 * when neither fold gets worse, a check against fitting the half as a whole.
 */
export function questionFolds<T extends Pick<QuestionSet, 'description' | 'questions'>>(set: T): [T, T] {
  const key = (question: SearchQuestion) => `${question.source}\n${question.query}`;
  const sorted = [...set.questions].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const fold = (parity: number): T => ({
    ...set,
    description: `${set.description} (fold ${parity + 1} of 2: sorted by source, ${parity === 0 ? 'even' : 'odd'} places)`,
    questions: sorted.filter((_question, index) => index % 2 === parity),
  });
  return [fold(0), fold(1)];
}

/** The targets of issue 42 for the questions, through the search box. */
export const QUESTION_TARGETS: RelevanceSet['targets'] = {topShare: 0.9, topPages: 3, allWithin: 5};
