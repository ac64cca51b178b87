import type MiniSearch from 'minisearch';
import type {DocSearchRecord} from '../records';
import {SEARCH_SYNONYMS} from '../synonyms';
import {compileFacetFilters, countFacets, requestedFacets} from './facets';
import {encodeParams, type SearchRequest, type SearchResponse} from './format';
import {WordMatcher, highlightTags, snippetLengths, toHit} from './highlight';
import {
  PROXIMITY_CANDIDATES,
  bestRecord,
  groupIntoSections,
  indexSections,
  RANKING_WEIGHTS,
  matcherFor,
  rankSections,
  type RankedSection,
  type RankingWeights,
  type Section,
} from './ranking';
import {SynonymTable, queryGroups} from './text';

export interface EmbeddedSearchOptions {
  /** Sets of equivalent phrases (see synonyms.ts); the site's list by default. */
  synonyms?: ReadonlyArray<readonly string[]>;
  /** The ranking's weights; the site's (RANKING_WEIGHTS) by default. A tuning run tries others. */
  weights?: Readonly<RankingWeights>;
}

/**
 * An in-memory search index that answers the requests DocSearch and the
 * Docusaurus search page send to Algolia's `search` method, with responses of
 * the same shape. Only the parameters those two callers use are honoured.
 */
export class EmbeddedSearchIndex {
  private readonly sections: Section[];
  private readonly index: MiniSearch<{id: number}>;
  private readonly synonyms: SynonymTable;
  private readonly weights: Readonly<RankingWeights>;
  /** Every index term: what a misspelt query word is checked against. */
  private readonly vocabulary = new Set<string>();

  constructor(records: readonly DocSearchRecord[], options: EmbeddedSearchOptions = {}) {
    this.synonyms = new SynonymTable(options.synonyms ?? SEARCH_SYNONYMS);
    this.weights = options.weights ?? RANKING_WEIGHTS;
    this.sections = groupIntoSections(records);
    this.index = indexSections(this.sections, this.vocabulary);
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = (request.query ?? '').trim();
    const groups = queryGroups(query, this.synonyms, (term) => this.vocabulary.has(term));
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
              .map((section) => ({section, credits: [], headingCredit: 0, coverage: 0, score: 0, matchedTerms: []}))
          : [];
      matcher = new WordMatcher(groups, new Set());
    } else {
      ({ranked, matcher} = rankSections(this.index, this.sections, groups, accepts, this.weights));
    }

    const tags = highlightTags(request);
    const lengths = snippetLengths(request.attributesToSnippet);
    const start = page * hitsPerPage;
    const shown = ranked.slice(start, start + hitsPerPage);
    if (start + hitsPerPage > PROXIMITY_CANDIDATES) {
      // A later page of results: the matcher must know the typo matches of these hits too.
      matcher = matcherFor(groups, shown);
    }
    const hits = shown.map(({section}) => toHit(bestRecord(section, matcher), matcher, tags, lengths));

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
      response.facets = countFacets(
        facets,
        ranked.map(({section}) => section.records[0]!),
      );
      response.exhaustiveFacetsCount = true;
    }
    response.processingTimeMS = Math.round(performance.now() - started);
    return response;
  }
}
