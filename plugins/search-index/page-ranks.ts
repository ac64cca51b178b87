import {kits} from '../../lib/kits';
import {kitFacts} from '../../lib/kits/facts';
import {rankPages, withKitFamilies, type ExtractedPage, type PageRankRule} from './records';

/**
 * Guides explain, UI pages set a kit up, examples show, reference pages list:
 * when several pages match a query equally well, they come in that order. The
 * embedded index and `npm run search:upload` both rank pages with these rules.
 */
export const SEARCH_PAGE_RANKS: readonly PageRankRule[] = [
  // Each UI page's measured behaviour (plugins/kit-matrix): tables naming every type with the
  // everyday words of forms (focus, click, change, textbox) that answer only questions about the
  // measurements. Ranked below the page's other sections, at half their weight in the embedded
  // search (1 + rank / 5: 0.8 against 1.6): on the tuning questions the second fold's and the
  // second gathering's share in the first five rose (94.7 to 97.4 %, 87.5 to 89.3 %), none fell.
  {pathPrefix: '/docs/ui/', anchor: 'measured-behaviour', pageRank: -1},
  {pathPrefix: '/docs/guide/', pageRank: 5},
  {pathPrefix: '/docs/ui/', pageRank: 3},
  {pathPrefix: '/docs/examples/', pageRank: 2},
];

/**
 * Where each UI kit has a page of its own of one kind: its UI page (`/docs/ui/<kit>`), its API
 * pages (`/docs/api/ui/<kit>/<entry>`). A query that no kit's name narrows matches them alike; the
 * embedded search lists the best of a family at its place and the others lower
 * (`RankingWeights.kitVariantFactor`), so that one answer in seven kits' words does not fill the
 * first places; a query that names a kit (its `searchWords`) lists that kit's pages before other
 * kits' (`RankingWeights.otherKitFactor`).
 */
export const KIT_VARIANT_PATHS: readonly string[] = ['/docs/ui/', '/docs/api/ui/'];

/** The site's pages with what orders them in search: their page ranks and kit families. */
export function withSearchOrder(pages: readonly ExtractedPage[], baseUrl: string): ExtractedPage[] {
  return withKitFamilies(
    rankPages(pages, SEARCH_PAGE_RANKS, baseUrl),
    KIT_VARIANT_PATHS,
    kits.map(({name}) => ({name, searchWords: kitFacts[name].searchWords})),
    baseUrl,
  );
}
