import type {PageRankRule} from './records';

/**
 * Guides explain, UI pages set a kit up, examples show, reference pages list:
 * when several pages match a query equally well, they come in that order. The
 * embedded index and `npm run search:upload` both rank pages with these rules.
 */
export const SEARCH_PAGE_RANKS: readonly PageRankRule[] = [
  {pathPrefix: '/docs/guide/', pageRank: 5},
  {pathPrefix: '/docs/ui/', pageRank: 3},
  {pathPrefix: '/docs/examples/', pageRank: 2},
];
