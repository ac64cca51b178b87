import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {FACET_ATTRIBUTES, type DocSearchRecord} from '../records';
import {SEARCH_SYNONYMS} from '../synonyms';
import {
  SynonymTable,
  WORD_PATTERN,
  allowedTypos,
  documentTerms,
  editDistanceWithin,
  queryGroups,
  type QueryGroup,
  type QueryTerm,
} from './text';

/**
 * An in-memory search index that answers the requests DocSearch and the
 * Docusaurus search page send to Algolia's `search` method, with responses of
 * the same shape. Only the parameters those two callers use are honoured.
 */

export type FacetFilters = string | ReadonlyArray<string | readonly string[]>;

/** One entry of `search({requests})`, after legacy `{indexName, params}` entries are flattened. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string | readonly string[];
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [parameter: string]: unknown;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3';

export interface SearchHit extends Omit<DocSearchRecord, 'code'> {
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy: Partial<Record<HierarchyLevel, SnippetResult>>;
    content?: SnippetResult;
  };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustive: {nbHits: true; facetsCount: true};
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount?: true;
}

/**
 * Highlight tags when a request names none: those of DocSearch index settings,
 * which the theme's search page restyles as `search-result-match`.
 */
export const DEFAULT_HIGHLIGHT = {
  pre: '<span class="algolia-docsearch-suggestion--highlight">',
  post: '</span>',
} as const;

const HIERARCHY_LEVELS: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3'];

/**
 * What is matched is a section: a heading (or the page title, for the text
 * before the first heading) with the text blocks under it, i.e. the records that
 * share one URL. A query word counts when it occurs anywhere in the section,
 * not necessarily in one paragraph; the hit shown is the section's record that
 * contains most of the words. This is also what Algolia's `distinct` on `url`
 * returns: one hit per URL.
 *
 * No word is required (as with Algolia's `removeWordsIfNoResults`): a query
 * with a word the docs never use still finds what its other words describe,
 * and "No results" means no word matched anything. A section's relevance is
 * its coverage (how many of the query's words or their synonyms it holds, a
 * common word or one found only in example code counting for less) times its
 * score (where the words are: title and headings before text, prose before
 * code; how close together they stand). Coverage multiplies rather than sorts
 * first: on the relevance set a strict "most words first" order put a page
 * that matches one more filler word ("another", "based") above the page that
 * answers, and reached 71 % of queries answered in the first three pages
 * against 92 % this way.
 */
interface Section {
  /** The heading record (type lvl1, lvl2 or lvl3) first, then the content records. */
  records: DocSearchRecord[];
  /** Index terms of the page's title and headings, shared by all sections of a page. */
  pageHeadingTerms: Set<string>;
}

/**
 * Searchable fields of a section and how much a match in each counts. `code`
 * holds the identifiers of the live examples a page shows: enough to find the
 * examples that use an API, never enough to outrank the prose that explains it.
 */
const FIELD_BOOSTS = {heading: 6, context: 2, trail: 1.5, content: 1, code: 0.3} as const;

/**
 * A query word found only in example code counts as this much of a word when
 * sections are ranked by how many words they match: an example that uses an
 * API comes after the prose that explains it.
 */
const CODE_ONLY_CREDIT = 0.5;

/** Share of a section's coverage that comes from the words found anywhere on its page. */
const PAGE_COVERAGE_WEIGHT = 0.3;

/**
 * `weight.pageRank` (see config/search.ts) raises a section by this fraction
 * per point: guides (5) by 100 %, examples (2) by 40 %.
 */
const PAGE_RANK_SCALE = 5;

/**
 * A query word found in more than this share of all sections ("field", "form")
 * tells sections apart less than a rarer one, and counts for less when sections
 * are ranked by how many words they match: its credit falls with its inverse
 * document frequency below this share's.
 */
const COMMON_WORD_SHARE = 0.1;

/** A synonym counts for less than the word typed. */
const SYNONYM_WEIGHT = 0.6;

/** How much query words standing close together in one record raise a section. */
const PROXIMITY_WEIGHT = 0.3;

/** Sections, best first, whose proximity is worked out: the ones that can reach the first pages. */
const PROXIMITY_CANDIDATES = 30;
type Field = keyof typeof FIELD_BOOSTS;

/** The text before the first heading is usually the page's summary; deeper sections go into detail. */
const SECTION_BOOSTS: Record<DocSearchRecord['type'], number> = {lvl1: 1.6, lvl2: 1.3, lvl3: 1.15, content: 1};

function groupIntoSections(records: readonly DocSearchRecord[]): Section[] {
  const sections: Section[] = [];
  const headingTermsByPage = new Map<string, Set<string>>();
  for (const record of records) {
    const current = sections.at(-1);
    if (current && current.records[0]!.url === record.url) {
      current.records.push(record);
      continue;
    }
    let pageHeadingTerms = headingTermsByPage.get(record.url_without_anchor);
    if (!pageHeadingTerms) {
      pageHeadingTerms = new Set();
      headingTermsByPage.set(record.url_without_anchor, pageHeadingTerms);
    }
    for (const word of (record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '')).match(WORD_PATTERN) ??
      []) {
      documentTerms(word).forEach((term) => pageHeadingTerms.add(term));
    }
    sections.push({records: [record], pageHeadingTerms});
  }
  return sections;
}

/**
 * Share of the query words found in the title or headings of the section's page:
 * a section of a page that is about the query beats a similar section of a page
 * that only mentions it.
 */
function pageFocus(section: Section, groups: readonly QueryGroup[]): number {
  const hasTerm = (term: QueryTerm) =>
    section.pageHeadingTerms.has(term.stem) ||
    section.pageHeadingTerms.has(term.word) ||
    (term.isLast && [...section.pageHeadingTerms].some((candidate) => candidate.startsWith(term.word)));
  const found = groups.filter((group) => group.alternatives.some((alternative) => alternative.every(hasTerm)));
  return found.length / groups.length;
}

/** How much a page entirely about the query raises its sections. */
const PAGE_FOCUS_WEIGHT = 0.6;

function fieldText(section: Section, field: Field): string {
  const [heading] = section.records;
  const {hierarchy, type} = heading!;
  switch (field) {
    case 'heading':
      return type === 'content' ? '' : (hierarchy[type] ?? '');
    case 'context': {
      const depth = type === 'content' ? 4 : Number(type.slice(3));
      return [hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3]
        .slice(0, depth - 1)
        .filter(Boolean)
        .join(' ');
    }
    case 'trail':
      return [hierarchy.lvl0, ...heading!.categories].join(' ');
    case 'content':
      return section.records
        .map((record) => record.content)
        .filter(Boolean)
        .join(' ');
    case 'code':
      return heading!.code ?? '';
  }
}

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
class WordMatcher {
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

function countBits(value: number): number {
  let count = 0;
  for (let rest = value; rest; rest &= rest - 1) {
    count++;
  }
  return count;
}

interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
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
function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? ['content:10']) {
    const [name, count] = attribute.split(':');
    lengths.set(name!, count ? Number(count) : 10);
  }
  return lengths;
}

function recordAttribute(record: DocSearchRecord, attribute: string): string[] {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (Array.isArray(value)) {
    return value.map(String);
  }
  return value === null || value === undefined ? [] : [String(value)];
}

/**
 * Compiles Algolia facet filters: the outer list is a conjunction, an inner list
 * a disjunction, and `attribute:-value` a negation.
 */
export function compileFacetFilters(filters: FacetFilters | undefined): (record: DocSearchRecord) => boolean {
  if (!filters || filters.length === 0) {
    return () => true;
  }
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    (typeof group === 'string' ? [group] : group).map((filter) => {
      const separator = filter.indexOf(':');
      const attribute = filter.slice(0, separator);
      let value = filter.slice(separator + 1);
      const negated = value.startsWith('-');
      if (negated) {
        value = value.slice(1);
      } else if (value.startsWith('\\-')) {
        value = value.slice(1);
      }
      return (record: DocSearchRecord) => recordAttribute(record, attribute).includes(value) !== negated;
    }),
  );
  return (record) => groups.every((group) => group.some((test) => test(record)));
}

function requestedFacets(facets: SearchRequest['facets']): string[] {
  if (!facets) {
    return [];
  }
  const list = typeof facets === 'string' ? [facets] : [...facets];
  return list.includes('*') ? [...FACET_ATTRIBUTES] : list;
}

function encodeParams(request: SearchRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key !== 'indexName' && value !== undefined) {
      params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return params.toString();
}

/** The record of a section to show for a query: the one containing most query words, the heading on a tie. */
function bestRecord(
  section: Section,
  matcher: WordMatcher,
  wordsOf: (record: DocSearchRecord) => string[],
): DocSearchRecord {
  let best = section.records[0]!;
  let bestCount = 0;
  for (const record of section.records) {
    let present = 0;
    for (const groups of matcher.groupsOfWords(wordsOf(record))) {
      present |= groups;
    }
    const count = countBits(present);
    if (count > bestCount) {
      best = record;
      bestCount = count;
    }
  }
  return best;
}

/**
 * How close together the query groups stand in the section's best record: 1
 * when all groups found there are adjacent, less as they spread out, 0 when the
 * record holds fewer than two.
 */
function closeness(section: Section, matcher: WordMatcher, wordsOf: (record: DocSearchRecord) => string[]): number {
  let best = 0;
  for (const record of section.records) {
    const words = matcher.groupsOfWords(wordsOf(record));
    let present = 0;
    for (const groups of words) {
      present |= groups;
    }
    const wanted = countBits(present);
    if (wanted < 2) {
      continue;
    }
    // Shortest run of words holding every group the record matches.
    const counts = new Map<number, number>();
    let covered = 0;
    let shortest = Infinity;
    let from = 0;
    for (let to = 0; to < words.length; to++) {
      for (let rest = words[to]!; rest; rest &= rest - 1) {
        const bit = rest & -rest;
        const count = (counts.get(bit) ?? 0) + 1;
        counts.set(bit, count);
        if (count === 1) {
          covered++;
        }
      }
      while (covered === wanted) {
        shortest = Math.min(shortest, to - from);
        for (let rest = words[from]!; rest; rest &= rest - 1) {
          const bit = rest & -rest;
          const count = counts.get(bit)! - 1;
          counts.set(bit, count);
          if (count === 0) {
            covered--;
          }
        }
        from++;
      }
    }
    const share = (wanted - 1) / Math.max(1, matcher.groups.length - 1);
    best = Math.max(best, (share * (wanted - 1)) / Math.max(wanted - 1, shortest));
  }
  return best;
}

interface RankedSection {
  section: Section;
  /**
   * What each query group adds to the section's coverage: 0 when absent, less
   * than 1 for a common word or one found only in example code.
   */
  credits: number[];
  /** How much of the query the section (and, weighted less, its page) covers. */
  coverage: number;
  /** MiniSearch's score, summed over the groups: where the words are, and how often. */
  score: number;
  /** Index terms matched, typo and prefix matches included, per group. */
  matchedTerms: string[][];
}

export interface EmbeddedSearchOptions {
  /** Sets of equivalent phrases (see synonyms.ts); the site's list by default. */
  synonyms?: ReadonlyArray<readonly string[]>;
}

/**
 * One word of a query. The typed word allows typos and, when it is the last
 * word (maybe still being typed), longer words starting with it, and meets any
 * other form of itself ("migrate" meets "migrating"); a synonym is taken as written.
 */
function termQuery(term: QueryTerm, typed: boolean): Query {
  if (!typed) {
    return {queries: [term.stem], fuzzy: false, prefix: false};
  }
  return {
    combineWith: 'OR',
    queries: [
      {queries: [term.word], fuzzy: allowedTypos(term.word), prefix: term.isLast},
      ...(term.stem === term.word ? [] : [{queries: [term.stem], fuzzy: false, prefix: false}]),
    ],
  };
}

export class EmbeddedSearchIndex {
  private readonly sections: Section[];
  private readonly index: MiniSearch<{id: number}>;
  private readonly synonyms: SynonymTable;
  /** Words of each record's shown text, split once when first needed. */
  private readonly recordWords = new WeakMap<DocSearchRecord, string[]>();

  constructor(records: readonly DocSearchRecord[], options: EmbeddedSearchOptions = {}) {
    this.synonyms = new SynonymTable(options.synonyms ?? SEARCH_SYNONYMS);
    this.sections = groupIntoSections(records);
    this.index = new MiniSearch<{id: number}>({
      fields: Object.keys(FIELD_BOOSTS),
      extractField: (document, field) =>
        field === 'id' ? String(document.id) : fieldText(this.sections[document.id]!, field as Field),
      tokenize: (text) => text.match(WORD_PATTERN) ?? [],
      processTerm: (term) => documentTerms(term),
      searchOptions: {
        boost: FIELD_BOOSTS,
        // Query words arrive already split, lower-cased and stemmed (see `queryGroups`).
        tokenize: (text) => [text],
        processTerm: (term) => term,
      },
    });
    this.index.addAll(this.sections.map((_section, id) => ({id})));
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = (request.query ?? '').trim();
    const groups = queryGroups(query, this.synonyms);
    const accepts = compileFacetFilters(request.facetFilters);
    const hitsPerPage = Math.max(0, Math.min(1000, request.hitsPerPage ?? 20));
    const page = Math.max(0, request.page ?? 0);

    let ranked: RankedSection[];
    let matcher: WordMatcher;
    if (groups.length === 0) {
      // Nothing typed lists every section; only stop words typed: nothing tells pages apart.
      ranked =
        query === ''
          ? this.sections
              .filter((section) => accepts(section.records[0]!))
              .map((section) => ({section, credits: [], coverage: 0, score: 0, matchedTerms: []}))
          : [];
      matcher = new WordMatcher(groups, new Set());
    } else {
      ({ranked, matcher} = this.rank(groups, accepts));
    }

    const tags: Tags = {
      pre: request.highlightPreTag ?? DEFAULT_HIGHLIGHT.pre,
      post: request.highlightPostTag ?? DEFAULT_HIGHLIGHT.post,
      ellipsis: request.snippetEllipsisText ?? '…',
    };
    const lengths = snippetLengths(request.attributesToSnippet);
    const start = page * hitsPerPage;
    const shown = ranked.slice(start, start + hitsPerPage);
    if (start + hitsPerPage > PROXIMITY_CANDIDATES) {
      // A later page of results: the matcher must know the typo matches of these hits too.
      matcher = new WordMatcher(groups, new Set(shown.flatMap(({matchedTerms}) => matchedTerms.flat())));
    }
    const hits = shown.map(({section}) =>
      this.toHit(bestRecord(section, matcher, this.wordsOf), matcher, tags, lengths),
    );

    const response: SearchResponse = {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustive: {nbHits: true, facetsCount: true},
      query,
      params: encodeParams(request),
      index: request.indexName,
      processingTimeMS: 0,
    };
    const facets = requestedFacets(request.facets);
    if (facets.length > 0) {
      response.facets = Object.fromEntries(
        facets.map((facet) => {
          const counts: Record<string, number> = {};
          for (const {section} of ranked) {
            for (const value of recordAttribute(section.records[0]!, facet)) {
              counts[value] = (counts[value] ?? 0) + 1;
            }
          }
          return [facet, counts];
        }),
      );
      response.exhaustiveFacetsCount = true;
    }
    response.processingTimeMS = Math.round(performance.now() - started);
    return response;
  }

  private readonly wordsOf = (record: DocSearchRecord): string[] => {
    let words = this.recordWords.get(record);
    if (!words) {
      const text = record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
      words = text.match(WORD_PATTERN) ?? [];
      this.recordWords.set(record, words);
    }
    return words;
  };

  /** Ranks the sections that match at least one group; returns the matcher that found them. */
  private rank(
    groups: readonly QueryGroup[],
    accepts: (record: DocSearchRecord) => boolean,
  ): {ranked: RankedSection[]; matcher: WordMatcher} {
    // MiniSearch asks for a document's boost once per matching term: work it out once per section.
    const boosts = new Map<number, number>();
    const focusOfPage = new Map<Set<string>, number>();
    const boostDocument = (id: unknown) => {
      let boost = boosts.get(Number(id));
      if (boost === undefined) {
        const section = this.sections[Number(id)]!;
        const heading = section.records[0]!;
        let focus = focusOfPage.get(section.pageHeadingTerms);
        if (focus === undefined) {
          focus = pageFocus(section, groups);
          focusOfPage.set(section.pageHeadingTerms, focus);
        }
        // Earlier sections of a page are usually its overview; later ones go into detail.
        const position = 1 + 0.1 / (1 + heading.weight.position / 10);
        const pageRank = 1 + heading.weight.pageRank / PAGE_RANK_SCALE;
        boost = SECTION_BOOSTS[heading.type] * position * pageRank * (1 + PAGE_FOCUS_WEIGHT * focus);
        boosts.set(Number(id), boost);
      }
      return boost;
    };
    // Every group's search asks again about the same sections: answer once per section.
    const acceptance = new Map<number, boolean>();
    const filter = (result: SearchResult) => {
      const id = Number(result.id);
      let accepted = acceptance.get(id);
      if (accepted === undefined) {
        accepted = accepts(this.sections[id]!.records[0]!);
        acceptance.set(id, accepted);
      }
      return accepted;
    };
    const synonymBoost = Object.fromEntries(
      Object.entries(FIELD_BOOSTS).map(([field, boost]) => [field, boost * SYNONYM_WEIGHT]),
    );

    const bySection = new Map<number, RankedSection>();
    for (const [groupIndex, group] of groups.entries()) {
      const query: Query = {
        combineWith: 'OR',
        queries: group.alternatives.map((alternative, index): Query => ({
          combineWith: 'AND',
          ...(index > 0 && {boost: synonymBoost}),
          queries: alternative.map((term) => termQuery(term, index === 0)),
        })),
      };
      const results = this.index.search(query, {filter, boostDocument});
      // How common the word is as typed: its synonyms do not make it more common.
      const typed = new Set(group.alternatives[0]!.flatMap((term) => [term.word, term.stem]));
      const typedCount = results.filter((result) => result.queryTerms.some((term) => typed.has(term))).length;
      const credit = Math.min(
        1,
        Math.log(this.sections.length / Math.max(1, typedCount)) / Math.log(1 / COMMON_WORD_SHARE),
      );
      for (const result of results) {
        const id = Number(result.id);
        let entry = bySection.get(id);
        if (!entry) {
          entry = {section: this.sections[id]!, credits: groups.map(() => 0), coverage: 0, score: 0, matchedTerms: []};
          bySection.set(id, entry);
        }
        const inProse = Object.values(result.match).some((fields) => fields.some((field) => field !== 'code'));
        entry.credits[groupIndex] = credit * (inProse ? 1 : CODE_ONLY_CREDIT);
        entry.score += result.score;
        entry.matchedTerms.push(result.terms);
      }
    }

    // Coverage: the words the section holds, and to a lesser degree those elsewhere on its page.
    const pageCredits = new Map<string, number[]>();
    for (const {section, credits} of bySection.values()) {
      const page = section.records[0]!.url_without_anchor;
      const best = pageCredits.get(page) ?? groups.map(() => 0);
      pageCredits.set(
        page,
        best.map((credit, index) => Math.max(credit, credits[index]!)),
      );
    }
    const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
    for (const entry of bySection.values()) {
      const onPage = pageCredits.get(entry.section.records[0]!.url_without_anchor)!;
      entry.coverage = (1 - PAGE_COVERAGE_WEIGHT) * sum(entry.credits) + PAGE_COVERAGE_WEIGHT * sum(onPage);
    }
    const byRelevance = (a: RankedSection, b: RankedSection) => b.score * b.coverage - a.score * a.coverage;
    const ranked = [...bySection.values()].sort(byRelevance);

    const candidates = ranked.slice(0, PROXIMITY_CANDIDATES);
    const matcher = new WordMatcher(groups, new Set(candidates.flatMap(({matchedTerms}) => matchedTerms.flat())));
    if (groups.length > 1) {
      for (const candidate of candidates) {
        candidate.score *= 1 + PROXIMITY_WEIGHT * closeness(candidate.section, matcher, this.wordsOf);
      }
      candidates.sort(byRelevance);
    }
    return {ranked: [...candidates, ...ranked.slice(PROXIMITY_CANDIDATES)], matcher};
  }

  private toHit(
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
    // The example identifiers are searched, never shown: keep them out of the response.
    const {code: _code, ...shown} = record;
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
}
