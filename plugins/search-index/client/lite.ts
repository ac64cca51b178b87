import siteConfig from '@generated/docusaurus.config';
import {EMBEDDED_INDEX_DIR, EMBEDDED_INDEX_MANIFEST} from '../records';
import {setIndexAvailability} from './availability';
import {normalizeRequests} from './format';
import {createEmbeddedSearchClient, type EmbeddedSearchClient} from './searchClient';

/**
 * Browser entry of the embedded search. With the embedded backend the build
 * aliases `algoliasearch/lite` to this module, so the theme's search page gets
 * the embedded client from its `liteClient(appId, apiKey)` call; the search bar
 * imports it on demand. Both share one client, so the index loads once.
 */

let sharedClient: EmbeddedSearchClient | null = null;

export function getEmbeddedSearchClient(): EmbeddedSearchClient {
  if (!sharedClient) {
    const manifestPath = `${siteConfig.baseUrl}${EMBEDDED_INDEX_DIR}/${EMBEDDED_INDEX_MANIFEST}`;
    sharedClient = createEmbeddedSearchClient({
      manifestUrl: new URL(manifestPath, window.location.href).href,
      origin: window.location.origin,
    });
  }
  return sharedClient;
}

/**
 * The client for the theme's results page. The page's algoliasearch-helper
 * throws an uncaught error on a failed request and keeps spinning, so here a
 * failure resolves as an empty result and is reported through the index
 * availability, from which the page wrapper shows the failure message.
 */
function createResultsPageClient(client: EmbeddedSearchClient): EmbeddedSearchClient {
  return {
    ...client,
    search: (params) =>
      client.search(params).then(
        (response) => {
          setIndexAvailability('available');
          return response;
        },
        () => {
          setIndexAvailability('unavailable');
          return {
            results: normalizeRequests(params).map((request) => ({
              hits: [],
              nbHits: 0,
              page: 0,
              nbPages: 0,
              hitsPerPage: request.hitsPerPage ?? 20,
              exhaustiveNbHits: true as const,
              exhaustive: {nbHits: true as const, facetsCount: true as const},
              query: request.query ?? '',
              params: '',
              index: request.indexName,
              processingTimeMS: 0,
            })),
          };
        },
      ),
  };
}

/** Same signature as algoliasearch's; the credentials have no use here. */
export function liteClient(_appId?: string, _apiKey?: string): EmbeddedSearchClient {
  if (typeof window === 'undefined') {
    // Server rendering builds the search page without querying; hand it a client that never loads.
    return {
      search: () => Promise.resolve({results: []}),
      addAlgoliaAgent: () => undefined,
      transporter: {algoliaAgent: {value: '', add: () => undefined}},
      preload: () => undefined,
    };
  }
  return createResultsPageClient(getEmbeddedSearchClient());
}
