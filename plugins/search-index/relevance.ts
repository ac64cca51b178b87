import type {EmbeddedSearchIndex} from './client/engine';
import {MODAL_HITS, groupHitsByPage, type ModalHit} from './client/grouping';

/**
 * Scores the search against the relevance set
 * (plugins/search-index/relevance.json): for each query, where the first
 * page that answers it appears among the pages the modal lists. Shared by the
 * browser tests, which enforce the targets, and bench/search.ts, which prints
 * the figures.
 */

export interface RelevanceQuery {
  query: string;
  /** Paths of the pages that answer the query (base URL included, no trailing slash); any one of them counts. */
  expect: string[];
  /** Where the query comes from, when it is the title of a real question. */
  source?: string;
}

export interface RelevanceSet {
  description: string;
  targets: {
    /** Share of queries with an expected page among the first `topPages` pages. */
    topShare: number;
    topPages: number;
    /** Every query has an expected page among this many first pages. */
    allWithin: number;
  };
  queries: RelevanceQuery[];
}

/** The contextual filters DocSearch sends from an English page of the current docs. */
export const CURRENT_DOCS_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** Path of a result URL: no origin, no anchor, no trailing slash of a folder's index page (/docs/api/core/). */
export function pagePath(url: string): string {
  return new URL(url, 'http://localhost').pathname.replace(/(.)\/$/, '$1');
}

/** Distinct pages of the hits, in the engine's order: a page ranks where its best section does. */
export function pagesInHitOrder(hits: ReadonlyArray<{url_without_anchor: string}>): string[] {
  return [...new Set(hits.map((hit) => pagePath(hit.url_without_anchor)))];
}

/**
 * Pages in the order the modal lists them: one entry per page, in the order of
 * the page's best hit, at most MODAL_PAGES (see client/grouping.ts).
 */
export function pagesAsDisplayed(hits: readonly ModalHit[]): string[] {
  return pagesInHitOrder(groupHitsByPage(hits));
}

export interface QueryOutcome {
  query: RelevanceQuery;
  /** 1-based place of the first expected page among the pages shown, null when it is not shown. */
  rank: number | null;
  /** The first pages shown. */
  top: string[];
  hitCount: number;
}

/** Where the first expected page of `query` stands among `pages`. */
export function outcomeOf(query: RelevanceQuery, pages: readonly string[], hitCount: number, shown = 5): QueryOutcome {
  const place = pages.findIndex((page) => query.expect.includes(page));
  return {query, rank: place === -1 ? null : place + 1, top: pages.slice(0, shown), hitCount};
}

/** Share of the outcomes within the first 1, 3 and 5 pages, and how many found nothing. */
export interface RankFigures {
  queries: number;
  top1: number;
  top3: number;
  top5: number;
  empty: number;
}

export function rankFigures(outcomes: readonly QueryOutcome[]): RankFigures {
  const share = (limit: number) =>
    outcomes.length === 0
      ? 0
      : outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= limit).length / outcomes.length;
  return {
    queries: outcomes.length,
    top1: share(1),
    top3: share(3),
    top5: share(5),
    empty: outcomes.filter((outcome) => outcome.hitCount === 0).length,
  };
}

export interface RelevanceReport {
  outcomes: QueryOutcome[];
  /** Share of queries with an expected page within `targets.topPages`. */
  topShare: number;
  /** Queries whose expected page is not within `targets.topPages`. */
  belowTop: QueryOutcome[];
  /** Queries whose expected page is not within `targets.allWithin`. */
  misses: QueryOutcome[];
  empty: QueryOutcome[];
  meetsTargets: boolean;
}

/** Judges the outcomes of a set against its targets. */
export function reportOutcomes(outcomes: QueryOutcome[], targets: RelevanceSet['targets']): RelevanceReport {
  const within = (limit: number) => (outcome: QueryOutcome) => outcome.rank !== null && outcome.rank <= limit;
  const belowTop = outcomes.filter((outcome) => !within(targets.topPages)(outcome));
  const misses = outcomes.filter((outcome) => !within(targets.allWithin)(outcome));
  const empty = outcomes.filter((outcome) => outcome.hitCount === 0);
  const topShare = outcomes.length === 0 ? 0 : (outcomes.length - belowTop.length) / outcomes.length;
  return {
    outcomes,
    topShare,
    belowTop,
    misses,
    empty,
    meetsTargets: topShare >= targets.topShare && misses.length === 0 && empty.length === 0,
  };
}

/** The set as the modal lists it, worked out from the engine's answers (see `pagesAsDisplayed`). */
export function evaluateRelevance(index: EmbeddedSearchIndex, set: RelevanceSet): RelevanceReport {
  const shownPages = Math.max(set.targets.topPages, set.targets.allWithin);
  const outcomes = set.queries.map((query): QueryOutcome => {
    const {hits, nbHits} = index.search({
      indexName: 'relevance',
      query: query.query,
      facetFilters: CURRENT_DOCS_FILTERS,
      hitsPerPage: MODAL_HITS,
    });
    return outcomeOf(query, pagesAsDisplayed(hits), nbHits, shownPages);
  });
  return reportOutcomes(outcomes, set.targets);
}

/** One line per query that is not within the first `topPages` pages. */
export function describeOutcome(outcome: QueryOutcome): string {
  const place = outcome.rank === null ? 'not shown' : `#${outcome.rank}`;
  return `"${outcome.query.query}" → ${outcome.query.expect.join(' or ')} ${place}; shown: ${outcome.top.join(', ') || 'nothing'}`;
}
