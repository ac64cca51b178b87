import {EMBEDDED_INDEX_FORMAT, pagesToRecords, type EmbeddedIndexFile, type EmbeddedIndexManifest} from '../records';
import {EmbeddedSearchIndex} from './engine';
import {normalizeRequests, type SearchMethodParams, type SearchResponse} from './format';

/**
 * A stand-in for Algolia's lite search client that answers from the embedded
 * index. It has the members DocSearch and algoliasearch-helper call: `search`
 * (with `{requests}` or the legacy array of `{indexName, params}`),
 * `addAlgoliaAgent` and `transporter.algoliaAgent`.
 */

export interface EmbeddedSearchClient {
  search(params: SearchMethodParams): Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(options: {segment: string; version?: string}): unknown}};
  /** Starts loading the index ahead of the first query. */
  preload(): void;
}

/**
 * Named like the error Algolia's client throws when no host answers, because
 * that is the name DocSearch checks before showing its failure screen.
 */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
  }
}

export interface EmbeddedSearchClientOptions {
  /** Absolute URL of the manifest that names the hashed index file. */
  manifestUrl: string;
  fetch?: typeof fetch;
  /** Origin the record URLs are made absolute with. */
  origin: string;
}

export const USER_TIMING = {
  indexLoad: 'formly-search:index-load',
  query: 'formly-search:query',
} as const;

async function fetchJson<T>(fetchImpl: typeof fetch, url: string, init?: RequestInit): Promise<T> {
  const response = await fetchImpl(url, init);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return (await response.json()) as T;
}

function mark(name: string): void {
  globalThis.performance?.mark?.(name);
}

function measure(name: string, start: string): void {
  try {
    globalThis.performance?.measure?.(name, start);
  } catch {
    // A missing start mark only costs the measurement.
  }
}

export function createEmbeddedSearchClient(options: EmbeddedSearchClientOptions): EmbeddedSearchClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  let loading: Promise<EmbeddedSearchIndex> | null = null;
  let loadCount = 0;
  const agent = {
    value: 'Formly embedded search',
    add({segment, version}: {segment: string; version?: string}) {
      agent.value += `; ${segment}${version ? ` (${version})` : ''}`;
      return agent;
    },
  };

  const load = (): Promise<EmbeddedSearchIndex> => {
    if (!loading) {
      const startMark = `${USER_TIMING.indexLoad}:start:${loadCount++}`;
      mark(startMark);
      loading = (async () => {
        const manifest = await fetchJson<EmbeddedIndexManifest>(fetchImpl, options.manifestUrl, {cache: 'no-cache'});
        if (manifest.format !== EMBEDDED_INDEX_FORMAT) {
          throw new Error(`unsupported search index format ${String(manifest.format)}`);
        }
        const file = await fetchJson<EmbeddedIndexFile>(fetchImpl, new URL(manifest.file, options.manifestUrl).href);
        const index = new EmbeddedSearchIndex(pagesToRecords(file.pages, options.origin));
        measure(USER_TIMING.indexLoad, startMark);
        return index;
      })().catch((error: unknown) => {
        // Forget the failure so that the next query tries again (the reader may be back online).
        loading = null;
        throw new SearchUnavailableError('The search index could not be loaded.', {cause: error});
      });
    }
    return loading;
  };

  return {
    async search(params) {
      const index = await load();
      const startMark = `${USER_TIMING.query}:start`;
      mark(startMark);
      const results = normalizeRequests(params).map((request) => index.search(request));
      measure(USER_TIMING.query, startMark);
      return {results};
    },
    addAlgoliaAgent(segment, version) {
      agent.add({segment, version});
    },
    transporter: {algoliaAgent: agent},
    preload() {
      load().catch(() => {
        // Reported by the query that needs the index.
      });
    },
  };
}
