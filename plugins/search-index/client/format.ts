import type {DocSearchRecord} from '../records';

/**
 * Algolia's request and response format, as far as DocSearch and the Docusaurus
 * search page use it: what they send to the `search` method and what they read
 * from its answer.
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

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3';

export interface SearchHit extends Omit<DocSearchRecord, 'code' | 'keywords'> {
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

type LegacyRequest = {indexName: string; params?: Record<string, unknown>} & Record<string, unknown>;
export type SearchMethodParams = {requests: readonly SearchRequest[]} | readonly LegacyRequest[];

export function normalizeRequests(params: SearchMethodParams): SearchRequest[] {
  if (Array.isArray(params)) {
    return (params as readonly LegacyRequest[]).map(({params: legacyParams, ...request}) => ({
      ...request,
      ...legacyParams,
      indexName: request.indexName,
    }));
  }
  return (params as {requests: readonly SearchRequest[]}).requests.map((request) => ({...request}));
}

export function encodeParams(request: SearchRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key !== 'indexName' && value !== undefined) {
      params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return params.toString();
}
