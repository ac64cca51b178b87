import {stemmer} from 'stemmer';

/**
 * How text becomes search terms. Documents and queries go through the same
 * steps, so that "migrating" in a page meets "migrate" in a query.
 */

/** Words too common in English questions to tell pages apart. */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how',
  'i', 'if', 'in', 'into', 'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'should', 'so',
  'that', 'the', 'their', 'then', 'there', 'this', 'to', 'use', 'using', 'was', 'we', 'what',
  'when', 'where', 'which', 'why', 'will', 'with', 'you', 'your',
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
}

/** Splits a query into the words that must all be found. */
export function queryTerms(query: string): QueryTerm[] {
  const words = (query.match(WORD_PATTERN) ?? [])
    .map((word) => word.toLowerCase())
    .filter((word) => !isStopWord(word));
  return words.map((word, index) => ({word, stem: stem(word), isLast: index === words.length - 1}));
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
