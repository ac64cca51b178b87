import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {FACET_ATTRIBUTES, type DocSearchRecord} from '../records';
import {
  WORD_PATTERN,
  allowedTypos,
  documentTerms,
  editDistanceWithin,
  queryTerms,
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

export interface SearchHit extends DocSearchRecord {
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
 * share one URL. Every query word must occur somewhere in the section, not
 * necessarily in one paragraph; the hit shown is the section's record that
 * contains most of the words. This is also what Algolia's `distinct` on `url`
 * returns: one hit per URL.
 */
interface Section {
  /** The heading record (type lvl1, lvl2 or lvl3) first, then the content records. */
  records: DocSearchRecord[];
  /** Index terms of the page's title and headings, shared by all sections of a page. */
  pageHeadingTerms: Set<string>;
}

/** Searchable fields of a section and how much a match in each counts. */
const FIELD_BOOSTS = {heading: 6, context: 2, trail: 1.5, content: 1} as const;
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
    for (const word of (record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '')).match(WORD_PATTERN) ?? []) {
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
function pageFocus(section: Section, terms: readonly QueryTerm[]): number {
  const found = terms.filter(
    (term) =>
      section.pageHeadingTerms.has(term.stem) ||
      section.pageHeadingTerms.has(term.word) ||
      (term.isLast && [...section.pageHeadingTerms].some((candidate) => candidate.startsWith(term.word))),
  );
  return found.length / terms.length;
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
      return [hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3].slice(0, depth - 1).filter(Boolean).join(' ');
    }
    case 'trail':
      return [hierarchy.lvl0, ...heading!.categories].join(' ');
    case 'content':
      return section.records
        .map((record) => record.content)
        .filter(Boolean)
        .join(' ');
  }
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Which query words a piece of text contains, and which characters of it to mark. */
interface Marking {
  text: string;
  /** Per word of the text: its place and how many of its leading characters to mark (0 = none). */
  marks: Array<{start: number; end: number; length: number}>;
  /** Bit i set when query word i occurs in the text. */
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

  constructor(
    readonly terms: readonly QueryTerm[],
    /** Index terms MiniSearch matched (typo and prefix matches included) in the hits shown. */
    private readonly matchedDocumentTerms: ReadonlySet<string>,
  ) {}

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
      this.terms.forEach((term, index) => {
        const length = this.lengthFor(term, word);
        if (length > 0) {
          match!.terms |= 1 << index;
          match!.length = Math.max(match!.length, length);
        }
      });
      this.cache.set(word, match);
    }
    return match;
  }

  mark(text: string): Marking {
    const marks: Marking['marks'] = [];
    let matchedTerms = 0;
    for (const found of text.matchAll(WORD_PATTERN)) {
      const {length, terms} = this.matchWord(found[0]);
      matchedTerms |= terms;
      marks.push({start: found.index, end: found.index + found[0].length, length});
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

function matchLevel(marking: Marking, terms: readonly QueryTerm[]): HighlightResult['matchLevel'] {
  const matched = countBits(marking.matchedTerms);
  if (matched === 0) {
    return 'none';
  }
  return matched === terms.length ? 'full' : 'partial';
}

function highlight(marking: Marking, terms: readonly QueryTerm[], tags: Tags): HighlightResult {
  const level = matchLevel(marking, terms);
  const {marks} = marking;
  return {
    value: renderMarked(marking, tags),
    matchLevel: level,
    matchedWords: terms.filter((_term, index) => marking.matchedTerms & (1 << index)).map((term) => term.word),
    ...(level !== 'none' && {
      fullyHighlighted: marks.length > 0 && marks.every((mark) => mark.length === mark.end - mark.start),
    }),
  };
}

/** A window of `wordCount` words around the first match, with ellipses where text was cut. */
function snippet(marking: Marking, wordCount: number, terms: readonly QueryTerm[], tags: Tags): SnippetResult {
  const {text, marks} = marking;
  const level = matchLevel(marking, terms);
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
function bestRecord(section: Section, matcher: WordMatcher): DocSearchRecord {
  let best = section.records[0]!;
  let bestCount = 0;
  for (const record of section.records) {
    const text = record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
    const count = countBits(matcher.mark(text).matchedTerms);
    if (count > bestCount) {
      best = record;
      bestCount = count;
    }
  }
  return best;
}

export class EmbeddedSearchIndex {
  private readonly sections: Section[];
  private readonly index: MiniSearch<{id: number}>;

  constructor(records: readonly DocSearchRecord[]) {
    this.sections = groupIntoSections(records);
    this.index = new MiniSearch<{id: number}>({
      fields: Object.keys(FIELD_BOOSTS),
      extractField: (document, field) =>
        field === 'id' ? String(document.id) : fieldText(this.sections[document.id]!, field as Field),
      tokenize: (text) => text.match(WORD_PATTERN) ?? [],
      processTerm: (term) => documentTerms(term),
      searchOptions: {
        boost: FIELD_BOOSTS,
        // Query words arrive already split, lower-cased and stemmed (see `queryTerms`).
        tokenize: (text) => [text],
        processTerm: (term) => term,
      },
    });
    this.index.addAll(this.sections.map((_section, id) => ({id})));
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = (request.query ?? '').trim();
    const terms = queryTerms(query);
    const accepts = compileFacetFilters(request.facetFilters);
    const hitsPerPage = Math.max(0, Math.min(1000, request.hitsPerPage ?? 20));
    const page = Math.max(0, request.page ?? 0);

    let ranked: Array<{section: Section; matched: ReadonlySet<string>}>;
    if (terms.length === 0 && query === '') {
      ranked = this.sections
        .filter((section) => accepts(section.records[0]!))
        .map((section) => ({section, matched: new Set<string>()}));
    } else if (terms.length === 0) {
      // Only stop words were typed: nothing tells pages apart.
      ranked = [];
    } else {
      ranked = this.rank(terms, accepts).map((result) => ({
        section: this.sections[Number(result.id)]!,
        matched: new Set(result.terms),
      }));
    }

    const tags: Tags = {
      pre: request.highlightPreTag ?? DEFAULT_HIGHLIGHT.pre,
      post: request.highlightPostTag ?? DEFAULT_HIGHLIGHT.post,
      ellipsis: request.snippetEllipsisText ?? '…',
    };
    const lengths = snippetLengths(request.attributesToSnippet);
    const start = page * hitsPerPage;
    const shown = ranked.slice(start, start + hitsPerPage);
    const matcher = new WordMatcher(terms, new Set(shown.flatMap(({matched}) => [...matched])));
    const hits = shown.map(({section}) => this.toHit(bestRecord(section, matcher), matcher, tags, lengths));

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

  private rank(terms: readonly QueryTerm[], accepts: (record: DocSearchRecord) => boolean): SearchResult[] {
    const query: Query = {
      combineWith: 'AND',
      queries: terms.map(
        (term): Query => ({
          combineWith: 'OR',
          queries: [
            // The word as typed, allowing typos and, for the last word, which may
            // still be being typed, longer words starting with it…
            {queries: [term.word], fuzzy: allowedTypos(term.word), prefix: term.isLast},
            // …and any other form of it ("migrate" meets "migrating").
            ...(term.stem === term.word ? [] : [{queries: [term.stem], fuzzy: false, prefix: false}]),
          ],
        }),
      ),
    };
    // MiniSearch asks for a document's boost once per matching term: work it out once per section.
    const boosts = new Map<number, number>();
    const focusOfPage = new Map<Set<string>, number>();
    return this.index.search(query, {
      filter: (result) => accepts(this.sections[Number(result.id)]!.records[0]!),
      boostDocument: (id) => {
        let boost = boosts.get(Number(id));
        if (boost === undefined) {
          const section = this.sections[Number(id)]!;
          const heading = section.records[0]!;
          let focus = focusOfPage.get(section.pageHeadingTerms);
          if (focus === undefined) {
            focus = pageFocus(section, terms);
            focusOfPage.set(section.pageHeadingTerms, focus);
          }
          // Earlier sections of a page are usually its overview; later ones go into detail.
          const position = 1 + 0.1 / (1 + heading.weight.position / 10);
          const pageRank = 1 + heading.weight.pageRank / 10;
          boost = SECTION_BOOSTS[heading.type] * position * pageRank * (1 + PAGE_FOCUS_WEIGHT * focus);
          boosts.set(Number(id), boost);
        }
        return boost;
      },
    });
  }

  private toHit(record: DocSearchRecord, matcher: WordMatcher, tags: Tags, lengths: ReadonlyMap<string, number>): SearchHit {
    const {terms} = matcher;
    const highlightHierarchy: SearchHit['_highlightResult']['hierarchy'] = {};
    const snippetHierarchy: SearchHit['_snippetResult']['hierarchy'] = {};
    for (const level of HIERARCHY_LEVELS) {
      const value = record.hierarchy[level];
      if (value === null) {
        continue;
      }
      const marking = matcher.mark(value);
      highlightHierarchy[level] = highlight(marking, terms, tags);
      // Every displayed level gets a snippet: DocSearch falls back to the raw, unescaped value otherwise.
      snippetHierarchy[level] = snippet(marking, lengths.get(`hierarchy.${level}`) ?? 30, terms, tags);
    }
    const hit: SearchHit = {
      ...record,
      _highlightResult: {hierarchy: highlightHierarchy},
      _snippetResult: {hierarchy: snippetHierarchy},
    };
    if (record.content !== null) {
      const marking = matcher.mark(record.content);
      hit._highlightResult.content = highlight(marking, terms, tags);
      hit._snippetResult.content = snippet(marking, lengths.get('content') ?? 30, terms, tags);
    }
    return hit;
  }
}
