import {
  EmbeddedSearchIndex,
  pagesToRecords,
  type ExtractedPage,
  type SearchHit,
} from '../../plugins/search-index/client';
import type {DocsData} from './docs-data';
import {ToolInputError} from './tool-result';

/** Marks around the query's words in snippets: Markdown bold. */
const MATCH_MARK = '**';

const HTML_ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

/** The engine escapes snippets for HTML, as DocSearch renders them; assistants read plain text. */
function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity]!);
}

/** Words a snippet holds: about a sentence around the first match. */
const SNIPPET_WORDS = 30;

export const MAX_QUERY_LENGTH = 300;

export interface SearchResult {
  title: string;
  url: string;
  /** URL of the page's Markdown, for the pages that have one (the docs, not the blog). */
  markdownUrl?: string;
  /** Route of the page below the site root, as get_page takes it. */
  pagePath: string;
  snippet?: string;
}

/**
 * The site's search, run here: the same index file, engine and ranking as the search box and
 * the search page, built on the first query.
 */
export class DocsSearch {
  private index: EmbeddedSearchIndex | undefined;
  private pagesByPath: Map<string, ExtractedPage> | undefined;
  private readonly basePath: string;
  private readonly markdownUrls: Map<string, string>;

  constructor(private readonly data: DocsData) {
    this.basePath = new URL(data.siteUrl).pathname;
    this.markdownUrls = new Map(data.pages.map((page) => [page.path, page.markdownUrl]));
  }

  /** The best `count` sections for `query`, and how many matched in all. */
  search(query: string, count: number): {results: SearchResult[]; total: number} {
    this.index ??= new EmbeddedSearchIndex(pagesToRecords(this.data.searchPages, new URL(this.data.siteUrl).origin));
    const response = this.index.search({
      indexName: 'formly-docs-mcp',
      query,
      hitsPerPage: count,
      attributesToSnippet: [`content:${SNIPPET_WORDS}`],
      highlightPreTag: MATCH_MARK,
      highlightPostTag: MATCH_MARK,
    });
    return {results: response.hits.map((hit) => this.result(hit)), total: response.nbHits};
  }

  /** A hit on a heading has no text of its own: show the start of the text under it. */
  private sectionOpening(hit: SearchHit): string | undefined {
    this.pagesByPath ??= new Map(this.data.searchPages.map((page) => [page.path, page]));
    const blocks = this.pagesByPath.get(new URL(hit.url_without_anchor).pathname)?.blocks ?? [];
    const heading = blocks.findIndex((block) => block.kind === 'heading' && block.anchor === hit.anchor);
    const next = blocks[heading + 1];
    if (next?.kind !== 'text') {
      return undefined;
    }
    const words = next.text.split(/\s+/);
    return words.length > SNIPPET_WORDS ? `${words.slice(0, SNIPPET_WORDS).join(' ')}…` : next.text;
  }

  private result(hit: SearchHit): SearchResult {
    const {lvl1, lvl2, lvl3} = hit.hierarchy;
    const pagePath = new URL(hit.url_without_anchor).pathname.slice(this.basePath.length).replace(/\/$/, '');
    const markdownUrl = this.markdownUrls.get(pagePath);
    const matched = hit._snippetResult.content?.value;
    const snippet = matched === undefined ? this.sectionOpening(hit) : unescapeHtml(matched);
    return {
      title: [lvl1, lvl2, lvl3].filter((level): level is string => Boolean(level)).join(' › '),
      url: hit.url,
      ...(markdownUrl ? {markdownUrl} : {}),
      pagePath,
      ...(snippet ? {snippet} : {}),
    };
  }
}

/** The answer of `search_docs`. */
export function searchDocs(search: DocsSearch, query: string): string {
  const trimmed = query.trim();
  if (trimmed === '') {
    throw new ToolInputError('The query is empty: pass the words to look for, such as "validation messages".');
  }
  const {results, total} = search.search(trimmed, 10);
  if (results.length === 0) {
    return `Nothing in the Formly docs matches "${trimmed}". Try other words (an API name such as FormlyFieldConfig, a field type such as datepicker, a topic such as "async validation"), or list_examples for the runnable examples.`;
  }
  const lines = [`${results.length} of ${total} matching sections for "${trimmed}", best first:`];
  results.forEach((result, index) => {
    lines.push(
      '',
      `${index + 1}. ${result.title}`,
      `   URL: ${result.url}`,
      ...(result.markdownUrl ? [`   Markdown: ${result.markdownUrl} (get_page "${result.pagePath}")`] : []),
      ...(result.snippet ? [`   ${result.snippet}`] : []),
    );
  });
  return lines.join('\n');
}
