/**
 * The few values both the build plugin and the always-loaded search bar need.
 * Kept apart from the rest so that the search bar pulls in nothing else.
 */

export const PLUGIN_NAME = 'formly-search-index';

export type SearchBackend = 'embedded' | 'hosted';

/** What the search bar reads through `usePluginData(PLUGIN_NAME)`. */
export interface SearchGlobalData {
  backend: SearchBackend;
  /** Where "Believe this query should return results? Let us know." opens a new issue. */
  newIssueUrl: string;
}

/** Link that opens a prefilled issue about a query that found nothing. */
export function missingResultsIssueUrl(newIssueUrl: string, query: string): string {
  const title = `Search finds nothing for "${query}"`;
  const body = `The docs search returned no results for:\n\n    ${query}\n\nI expected to find:\n`;
  return `${newIssueUrl}?${new URLSearchParams({title, body}).toString()}`;
}
