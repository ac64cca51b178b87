import type {DocSearchRecord} from '../records';
import type {HierarchyLevel, HighlightResult, SearchHit, SearchRequest, SnippetResult} from './format';
import {WORD_PATTERN, allowedTypos, documentTerms, editDistanceWithin, type QueryGroup, type QueryTerm} from './text';

/**
 * How a hit shows the query: the words it matches marked in its headings and
 * text (`_highlightResult`), and a window of text around the first of them
 * (`_snippetResult`).
 */

/**
 * Highlight tags when a request names none: those of DocSearch index settings,
 * which the theme's search page restyles as `search-result-match`.
 */
export const DEFAULT_HIGHLIGHT = {
  pre: '<span class="algolia-docsearch-suggestion--highlight">',
  post: '</span>',
} as const;

const HIERARCHY_LEVELS: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3'];

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Which query words a piece of text contains, and which characters of it to mark. */
interface Marking {
  text: string;
  /** Per word of the text: its place, how many of its leading characters to mark (0 = none) and the groups it matches. */
  marks: Array<{start: number; end: number; length: number; groups: number}>;
  /** Bit i set when query group i occurs in the text. */
  matchedTerms: number;
}

interface WordMatch {
  length: number;
  terms: number;
}

/**
 * Decides for each word of a text which query words it matches and how much of
 * it to mark. One is made per search: the same words recur in every hit, so
 * each is worked out once.
 */
export class WordMatcher {
  private readonly cache = new Map<string, WordMatch>();

  /** Every form of every query word: a word none of whose index terms is here or matched can be skipped. */
  private readonly queryForms: ReadonlySet<string>;
  /** The last typed word, matched as a prefix of longer words. */
  private readonly prefixes: readonly string[];

  constructor(
    readonly groups: readonly QueryGroup[],
    /** Index terms MiniSearch matched (typo and prefix matches included) in the hits shown. */
    private readonly matchedDocumentTerms: ReadonlySet<string>,
  ) {
    const terms = groups.flatMap((group) => group.alternatives.flat());
    this.queryForms = new Set(terms.flatMap((term) => [term.word, term.stem]));
    this.prefixes = terms.filter((term) => term.isLast).map((term) => term.word);
  }

  /** Whether `word` can match anything at all: most words of a text cannot, and are settled by a few lookups. */
  private mayMatch(word: string): boolean {
    const lower = word.toLowerCase();
    return (
      documentTerms(word).some((term) => this.queryForms.has(term) || this.matchedDocumentTerms.has(term)) ||
      this.prefixes.some((prefix) => lower.startsWith(prefix))
    );
  }

  /** How many leading characters of `word` match `term`: all of them, the typed prefix, or none. */
  private lengthFor(term: QueryTerm, word: string): number {
    for (const candidate of documentTerms(word)) {
      if (candidate === term.stem || candidate === term.word) {
        return word.length;
      }
      if (
        this.matchedDocumentTerms.has(candidate) &&
        (editDistanceWithin(candidate, term.stem, allowedTypos(term.stem)) ||
          editDistanceWithin(candidate, term.word, allowedTypos(term.word)))
      ) {
        return word.length;
      }
    }
    if (term.isLast && word.toLowerCase().startsWith(term.word)) {
      return term.word.length;
    }
    return 0;
  }

  private matchWord(word: string): WordMatch {
    let match = this.cache.get(word);
    if (!match) {
      match = {length: 0, terms: 0};
      this.cache.set(word, match);
      if (!this.mayMatch(word)) {
        return match;
      }
      this.groups.forEach((group, index) => {
        group.alternatives.forEach((alternative, alternativeIndex) => {
          for (const term of alternative) {
            // Synonyms are matched as written: no typos, no prefixes.
            const length =
              alternativeIndex === 0
                ? this.lengthFor(term, word)
                : documentTerms(word).includes(term.stem)
                  ? word.length
                  : 0;
            if (length > 0) {
              match!.terms |= 1 << index;
              match!.length = Math.max(match!.length, length);
            }
          }
        });
      });
    }
    return match;
  }

  /** For each word, the bit set of the query groups it matches. */
  groupsOfWords(words: readonly string[]): number[] {
    return words.map((word) => this.matchWord(word).terms);
  }

  mark(text: string): Marking {
    const marks: Marking['marks'] = [];
    let matchedTerms = 0;
    for (const found of text.matchAll(WORD_PATTERN)) {
      const {length, terms} = this.matchWord(found[0]);
      matchedTerms |= terms;
      marks.push({start: found.index, end: found.index + found[0].length, length, groups: terms});
    }
    return {text, marks, matchedTerms};
  }
}

/** How many query groups a bit set of them holds (see `Marking.matchedTerms`). */
export function countBits(value: number): number {
  let count = 0;
  for (let rest = value; rest; rest &= rest - 1) {
    count++;
  }
  return count;
}

export interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
}

/** The tags and ellipsis a request names, DocSearch's where it names none. */
export function highlightTags(request: SearchRequest): Tags {
  return {
    pre: request.highlightPreTag ?? DEFAULT_HIGHLIGHT.pre,
    post: request.highlightPostTag ?? DEFAULT_HIGHLIGHT.post,
    ellipsis: request.snippetEllipsisText ?? '…',
  };
}

function renderMarked({text, marks}: Marking, tags: Tags, from = 0, to = text.length): string {
  let html = '';
  let cursor = from;
  for (const mark of marks) {
    if (mark.length === 0 || mark.start < from || mark.end > to) {
      continue;
    }
    html += escapeHtml(text.slice(cursor, mark.start));
    html += tags.pre + escapeHtml(text.slice(mark.start, mark.start + mark.length)) + tags.post;
    cursor = mark.start + mark.length;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

function matchLevel(marking: Marking, groups: readonly QueryGroup[]): HighlightResult['matchLevel'] {
  const matched = countBits(marking.matchedTerms);
  if (matched === 0) {
    return 'none';
  }
  return matched === groups.length ? 'full' : 'partial';
}

function highlight(marking: Marking, groups: readonly QueryGroup[], tags: Tags): HighlightResult {
  const level = matchLevel(marking, groups);
  const {marks} = marking;
  return {
    value: renderMarked(marking, tags),
    matchLevel: level,
    matchedWords: groups
      .filter((_group, index) => marking.matchedTerms & (1 << index))
      .flatMap((group) => group.alternatives[0]!.map((term) => term.word)),
    ...(level !== 'none' && {
      fullyHighlighted: marks.length > 0 && marks.every((mark) => mark.length === mark.end - mark.start),
    }),
  };
}

/** A window of `wordCount` words around the first match, with ellipses where text was cut. */
function snippet(marking: Marking, wordCount: number, groups: readonly QueryGroup[], tags: Tags): SnippetResult {
  const {text, marks} = marking;
  const level = matchLevel(marking, groups);
  if (marks.length <= wordCount) {
    return {value: renderMarked(marking, tags), matchLevel: level};
  }
  const firstMatch = Math.max(
    0,
    marks.findIndex((mark) => mark.length > 0),
  );
  const first = Math.min(Math.max(0, firstMatch - Math.floor(wordCount / 3)), marks.length - wordCount);
  const last = first + wordCount - 1;
  const from = first === 0 ? 0 : marks[first]!.start;
  const to = last === marks.length - 1 ? text.length : marks[last]!.end;
  const value =
    (first > 0 ? tags.ellipsis : '') +
    renderMarked(marking, tags, from, to) +
    (last < marks.length - 1 ? tags.ellipsis : '');
  return {value, matchLevel: level};
}

/** Parses `["hierarchy.lvl1:10", "content:10"]` into attribute → word count. */
export function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? ['content:10']) {
    const [name, count] = attribute.split(':');
    lengths.set(name!, count ? Number(count) : 10);
  }
  return lengths;
}

/** The record as a hit of the response, with its highlights and snippets for the query. */
export function toHit(
  record: DocSearchRecord,
  matcher: WordMatcher,
  tags: Tags,
  lengths: ReadonlyMap<string, number>,
): SearchHit {
  const {groups} = matcher;
  const highlightHierarchy: SearchHit['_highlightResult']['hierarchy'] = {};
  const snippetHierarchy: SearchHit['_snippetResult']['hierarchy'] = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    if (value === null) {
      continue;
    }
    const marking = matcher.mark(value);
    highlightHierarchy[level] = highlight(marking, groups, tags);
    // Every displayed level gets a snippet: DocSearch falls back to the raw, unescaped value otherwise.
    snippetHierarchy[level] = snippet(marking, lengths.get(`hierarchy.${level}`) ?? 30, groups, tags);
  }
  // The example identifiers and the page's keywords are searched, never shown: keep them out of the response.
  const {code: _code, keywords: _keywords, ...shown} = record;
  const hit: SearchHit = {
    ...shown,
    _highlightResult: {hierarchy: highlightHierarchy},
    _snippetResult: {hierarchy: snippetHierarchy},
  };
  if (record.content !== null) {
    const marking = matcher.mark(record.content);
    hit._highlightResult.content = highlight(marking, groups, tags);
    hit._snippetResult.content = snippet(marking, lengths.get('content') ?? 30, groups, tags);
  }
  return hit;
}
