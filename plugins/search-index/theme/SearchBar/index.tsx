import React, {type ReactNode} from 'react';
import OriginalSearchBar from '@algolia-theme/SearchBar';
import defaultTranslations from '@theme/SearchTranslations';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import Head from '@docusaurus/Head';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {DocSearchTransformClient} from '@docsearch/react';
import {PLUGIN_NAME, missingResultsIssueUrl, type SearchBackend, type SearchGlobalData} from '../../constants';
import type {EmbeddedSearchClient} from '../../client/searchClient';

/**
 * The theme's DocSearch bar, unchanged for the reader, with three additions:
 * the no-results screen reads "No results for" (the wording the site has always
 * used) and links to a new GitHub issue, and with the embedded backend the
 * modal queries the in-browser index instead of Algolia.
 *
 * This component is on every page, so it holds no search code itself: the
 * client and the index load when the modal first opens.
 */

let embeddedClient: Promise<EmbeddedSearchClient> | null = null;

function loadEmbeddedClient(): Promise<EmbeddedSearchClient> {
  if (!embeddedClient) {
    embeddedClient = import('../../client/lite')
      .then((module) => module.getEmbeddedSearchClient())
      .catch((error: unknown) => {
        // The chunk itself failed to load (offline after a deploy): report it the way a search failure is reported.
        embeddedClient = null;
        throw Object.assign(new Error('The search code could not be loaded.', {cause: error}), {name: 'RetryError'});
      });
  }
  return embeddedClient;
}

/** Stands in for the Algolia client DocSearch creates, forwarding to the embedded one once loaded. */
const deferredEmbeddedClient = {
  search: (params: unknown) => loadEmbeddedClient().then((client) => client.search(params as never)),
  addAlgoliaAgent: () => undefined,
  transporter: {algoliaAgent: {value: 'Formly embedded search', add: () => undefined}},
} as unknown as DocSearchTransformClient;

/** DocSearch calls this when the modal mounts: the moment to start fetching the index. */
function swapInEmbeddedClient(): DocSearchTransformClient {
  loadEmbeddedClient()
    .then((client) => client.preload())
    .catch(() => {
      // The first query reports the failure on the modal's failure screen.
    });
  return deferredEmbeddedClient;
}

export interface SearchBarWithBackendProps {
  backend: SearchBackend;
  newIssueUrl: string;
  /** Any DocSearch option; it overrides the site's `themeConfig.algolia`. */
  [docSearchOption: string]: unknown;
}

export function SearchBarWithBackend({
  backend,
  newIssueUrl,
  ...docSearchOptions
}: SearchBarWithBackendProps): ReactNode {
  const getMissingResultsUrl = React.useCallback(
    ({query}: {query: string}) => missingResultsIssueUrl(newIssueUrl, query),
    [newIssueUrl],
  );
  const translations = React.useMemo(
    () => ({
      button: defaultTranslations.button,
      modal: {
        ...defaultTranslations.modal,
        noResultsScreen: {
          ...defaultTranslations.modal?.noResultsScreen,
          noResultsText: translate({
            id: 'theme.SearchModal.noResultsScreen.noResultsText',
            message: 'No results for',
            description: 'The text when there are no results',
          }),
        },
      },
    }),
    [],
  );
  // The same precedence as the theme's: props over themeConfig.algolia.
  const themeAppId = (useThemeConfig() as {algolia?: {appId?: string}}).algolia?.appId;
  const appId = docSearchOptions.appId ?? themeAppId;
  return (
    <>
      <OriginalSearchBar
        translations={translations}
        {...docSearchOptions}
        getMissingResultsUrl={getMissingResultsUrl}
        {...(backend === 'embedded' && {transformSearchClient: swapInEmbeddedClient})}
      />
      {backend === 'embedded' && typeof appId === 'string' && (
        <Head>
          {/* Replaces the theme's preconnect to the Algolia host, which does not exist in embedded mode: the head keeps the last link with a given href, and a link without rel does nothing. */}
          <link href={`https://${appId}-dsn.algolia.net`} />
        </Head>
      )}
    </>
  );
}

export default function SearchBar(props: Record<string, unknown>): ReactNode {
  const {backend, newIssueUrl} = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  return <SearchBarWithBackend {...props} backend={backend} newIssueUrl={newIssueUrl} />;
}
