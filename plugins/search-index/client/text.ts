import {stemmer} from 'stemmer';

/**
 * How text becomes search terms. Documents and queries go through the same
 * steps, so that "migrating" in a page meets "migrate" in a query.
 */

/** Words too common in English questions to tell pages apart. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'of',
  'on',
  'or',
  'should',
  'so',
  'that',
  'the',
  'their',
  'then',
  'there',
  'this',
  'to',
  'use',
  'using',
  'was',
  'we',
  'what',
  'when',
  'where',
  'which',
  'why',
  'will',
  'with',
  'you',
  'your',
]);

/** Letters, digits and underscores make words; everything else separates them. */
export const WORD_PATTERN = /[\p{L}\p{N}_]+/gu;

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

const stems = new Map<string, string>();

export function stem(word: string): string {
  let result = stems.get(word);
  if (result === undefined) {
    // The Porter stemmer is meant for alphabetic words; leave "v6" or "i18n" as they are.
    result = /^[a-z]+$/.test(word) ? stemmer(word) : word;
    stems.set(word, result);
  }
  return result;
}

/** "hideExpression" → ["hide", "expression"]; a plain word gives itself. */
export function camelCaseParts(word: string): string[] {
  return word
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean);
}

/**
 * Index terms of one word: the word itself (so that a prefix typed so far
 * matches it), its stem, and the same for each camelCase part.
 */
const termsOfWord = new Map<string, string[]>();

export function documentTerms(word: string): string[] {
  // A page set has a few thousand distinct words but hundreds of thousands of occurrences.
  let terms = termsOfWord.get(word);
  if (!terms) {
    terms = computeDocumentTerms(word);
    termsOfWord.set(word, terms);
  }
  return terms;
}

function computeDocumentTerms(word: string): string[] {
  const terms = new Set<string>();
  const add = (part: string) => {
    const lower = part.toLowerCase();
    if (isStopWord(lower)) {
      return;
    }
    terms.add(lower);
    terms.add(stem(lower));
  };
  add(word);
  const parts = camelCaseParts(word);
  if (parts.length > 1) {
    parts.forEach(add);
  }
  return [...terms];
}

export interface QueryTerm {
  /** The word as typed, lower-cased; the last word is also matched as a prefix of longer words. */
  word: string;
  stem: string;
  isLast: boolean;
  /** Typed as an API name (`compareWith`, `fieldGroup`): it names exactly what is wanted. */
  identifier?: boolean;
}

/** A word typed in camelCase names an API: `compareWith`, `hideExpression`, `FormlyFieldConfig`. */
export function isIdentifier(word: string): boolean {
  return /[a-z\d][A-Z]/.test(word);
}

/**
 * Words that phrase a question or a complaint ("how can I…", "…is not
 * working"): they say nothing about the page wanted, so a record that lacks them
 * is not worse for it. A query made only of them keeps them.
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'able',
  'any',
  'anymore',
  'anyone',
  'correctly',
  'could',
  'did',
  'doesn',
  'don',
  // The library's own name: every page is about it.
  'formly',
  'ngx',
  'possible',
  'get',
  'got',
  'help',
  'isn',
  'make',
  'need',
  'not',
  'please',
  'properly',
  'someone',
  'still',
  't',
  'try',
  'trying',
  'want',
  'way',
  'won',
  'work',
  'working',
  'would',
]);

export function isQuestionWord(word: string): boolean {
  return QUESTION_WORDS.has(word);
}

/**
 * One thing the query asks for: a word, or a phrase of the synonym list, with
 * the other ways of saying it. A record matches the group when all words of
 * one alternative occur in it; hits are ranked by how many groups they match.
 */
export interface QueryGroup {
  /** The first alternative is what was typed; the others are its synonyms. */
  alternatives: QueryTerm[][];
}

/** Words shorter than this are never corrected: too many short words are a swap apart. */
const MIN_SWAP_LENGTH = 5;

/**
 * A word the docs do not use, corrected to one they do that differs by two
 * neighbouring letters swapped ("wrpaper", "redaonly"): the commonest slip, and
 * two edits for the typo tolerance (`allowedTypos`), which counts it as one
 * only for long words. Other words are returned unchanged.
 */
export function correctSwap(word: string, isKnown: (term: string) => boolean): string {
  if (word.length < MIN_SWAP_LENGTH || isKnown(word) || isKnown(stem(word))) {
    return word;
  }
  for (let index = 0; index < word.length - 1; index++) {
    if (word[index] === word[index + 1]) {
      continue;
    }
    const swapped = word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2);
    if (isKnown(swapped)) {
      return swapped;
    }
  }
  return word;
}

/** The shortest part a run-together word is split into ("ngb" of "ngbdatepicker"). */
const MIN_PART_LENGTH = 3;

/**
 * A word the docs do not use that is two of their words run together, as readers type API names in
 * lower case ("ngbdatepicker", "checkboxlist"): its two parts, the split with the longer shorter part
 * first; otherwise the word alone. Stop words are not parts.
 */
export function splitRunTogether(word: string, isKnown: (term: string) => boolean): string[] {
  if (word.length < 2 * MIN_PART_LENGTH || !/^[a-z]+$/.test(word) || isKnown(word) || isKnown(stem(word))) {
    return [word];
  }
  const known = (part: string) => !isStopWord(part) && (isKnown(part) || isKnown(stem(part)));
  let best: string[] = [word];
  let bestShorter = 0;
  for (let index = MIN_PART_LENGTH; index <= word.length - MIN_PART_LENGTH; index++) {
    const head = word.slice(0, index);
    const tail = word.slice(index);
    const shorter = Math.min(head.length, tail.length);
    if (shorter > bestShorter && known(head) && known(tail)) {
      best = [head, tail];
      bestShorter = shorter;
    }
  }
  return best;
}

/** A hyphenated name ("ng-select", "mat-form-field", "multi-step"): one thing asked for, not several. */
const COMPOUND_PATTERN = /[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)+/gu;

/**
 * The typed words that count, in order, lower-cased, those of them typed as
 * identifiers, and the runs of them that were one hyphenated word (by the index
 * of their first word, with their length).
 */
function meaningfulWords(
  query: string,
  isKnown?: (term: string) => boolean,
): {words: string[]; identifiers: Set<string>; compounds: Map<number, number>} {
  const typed: Array<{word: string; identifier: boolean; compound: number}> = [];
  let compound = 0;
  for (const token of query.match(/[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*/gu) ?? []) {
    const parts = token.match(WORD_PATTERN) ?? [];
    const id = parts.length > 1 && COMPOUND_PATTERN.test(token) ? ++compound : 0;
    COMPOUND_PATTERN.lastIndex = 0;
    for (const part of parts) {
      const word = isKnown ? correctSwap(part.toLowerCase(), isKnown) : part.toLowerCase();
      const split = isKnown ? splitRunTogether(word, isKnown) : [word];
      // A word split in two is one thing asked for, as a hyphenated one is.
      const partId = split.length > 1 && id === 0 ? ++compound : id;
      for (const piece of split) {
        typed.push({word: piece, identifier: isIdentifier(part), compound: partId});
      }
    }
  }
  const identifiers = new Set(typed.filter((word) => word.identifier).map((word) => word.word));
  const counted = typed.filter((word) => !isStopWord(word.word));
  const topical = counted.filter((word) => !isQuestionWord(word.word));
  const kept = topical.length > 0 ? topical : counted;
  const compounds = new Map<number, number>();
  kept.forEach((word, index) => {
    if (word.compound > 0 && (index === 0 || kept[index - 1]!.compound !== word.compound)) {
      const length = kept.slice(index).findIndex((next) => next.compound !== word.compound);
      const run = length === -1 ? kept.length - index : length;
      if (run > 1) {
        compounds.set(index, run);
      }
    }
  });
  return {words: kept.map((word) => word.word), identifiers, compounds};
}

/**
 * A phrase's stems in alphabetical order, so that a synonym phrase is found in
 * whatever order its words are typed, stop words between them dropped: "list of
 * checkboxes" is the phrase "checkbox list", "select multiple" is "multiple
 * select". (A hosted Algolia index matches multi-word synonyms in order only.)
 */
function phraseKey(words: readonly string[]): string {
  return words.map(stem).sort().join(' ');
}

/** Synonym phrases by the stems of their words, joined by spaces. */
export class SynonymTable {
  private readonly setsByPhrase = new Map<string, number>();
  private readonly sets: string[][][];
  /** Longest phrase, in words. */
  readonly maxWords: number;

  constructor(synonyms: ReadonlyArray<readonly string[]>) {
    this.sets = synonyms.map((phrases) => phrases.map((phrase) => phrase.toLowerCase().match(WORD_PATTERN) ?? []));
    this.sets.forEach((phrases, set) => {
      for (const words of phrases) {
        this.setsByPhrase.set(phraseKey(words), set);
      }
    });
    this.maxWords = Math.max(1, ...this.sets.flat().map((words) => words.length));
  }

  /** Index of the synonym set holding exactly these words, if any. */
  setOf(words: readonly string[]): number | undefined {
    return this.setsByPhrase.get(phraseKey(words));
  }

  phrases(set: number): string[][] {
    return this.sets[set]!;
  }
}

const NO_SYNONYMS = new SynonymTable([]);

function toTerms(words: readonly string[], isLast: boolean, identifiers?: ReadonlySet<string>): QueryTerm[] {
  return words.map((word, index) => ({
    word,
    stem: stem(word),
    isLast: isLast && index === words.length - 1,
    ...(identifiers?.has(word) && {identifier: true}),
  }));
}

/**
 * Splits a query into groups: each word, or each run of words that is a phrase
 * of the synonym list (longest first), with its synonyms as alternatives. Two
 * words of the same synonym set make one group. With `isKnown` (is this an index
 * term?), a word the docs lack is first corrected by `correctSwap`.
 */
export function queryGroups(
  query: string,
  synonyms: SynonymTable = NO_SYNONYMS,
  isKnown?: (term: string) => boolean,
): QueryGroup[] {
  const {words, identifiers, compounds} = meaningfulWords(query, isKnown);
  const groups: QueryGroup[] = [];
  const groupOfSet = new Map<number, QueryGroup>();
  // A word typed twice is still one thing asked for.
  const typedGroups = new Set<string>();
  let position = 0;
  while (position < words.length) {
    const compound = compounds.get(position);
    let length = compound ?? Math.min(synonyms.maxWords, words.length - position);
    let set: number | undefined;
    if (compound !== undefined) {
      // A hyphenated word is one thing asked for: all its parts, or a synonym of the whole.
      set = synonyms.setOf(words.slice(position, position + length));
    } else {
      for (; length > 1; length--) {
        set = synonyms.setOf(words.slice(position, position + length));
        if (set !== undefined) {
          break;
        }
      }
      set ??= synonyms.setOf(words.slice(position, position + 1));
    }
    const typed = words.slice(position, position + length);
    const isLast = position + length === words.length;
    position += length;
    if (set === undefined) {
      const key = typed.join(' ');
      if (!typedGroups.has(key)) {
        typedGroups.add(key);
        groups.push({alternatives: [toTerms(typed, isLast, identifiers)]});
      }
      continue;
    }
    const existing = groupOfSet.get(set);
    if (existing) {
      continue;
    }
    const others = synonyms
      .phrases(set)
      .filter((phrase) => phrase.join(' ') !== typed.join(' '))
      .map((phrase) => toTerms(phrase, false));
    const group = {alternatives: [toTerms(typed, isLast, identifiers), ...others]};
    groupOfSet.set(set, group);
    groups.push(group);
  }
  return groups;
}

/** Typos allowed for a word of this length, as Algolia counts them by default. */
export function allowedTypos(word: string): number {
  if (word.length >= 8) {
    return 2;
  }
  return word.length >= 4 ? 1 : 0;
}

/** Levenshtein distance, giving up as soon as it exceeds `limit`. */
export function editDistanceWithin(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) {
    return false;
  }
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) {
      return false;
    }
    previous = current;
  }
  return previous[b.length]! <= limit;
}
