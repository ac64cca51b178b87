import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {SearchBarWithBackend} from '../theme/SearchBar';
import {PLUGIN_NAME, type SearchGlobalData} from '../constants';

/**
 * Test-only page (FORMLY_TEST_ROUTES=1): a search bar wired to the hosted backend
 * with made-up credentials, so a browser test can intercept the request DocSearch
 * sends to Algolia and check its contextual facet filters without a second build.
 */
export const HOSTED_TEST_CREDENTIALS = {
  appId: 'FORMLYTEST',
  apiKey: 'test-search-only-key',
  indexName: 'formly-test',
} as const;

export default function HostedSearchTestPage(): React.JSX.Element {
  const {newIssueUrl} = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Hosted search test" noFooter>
      <main className="container margin-vert--lg" data-testid="hosted-search">
        <p>Search bar using the hosted backend of {siteConfig.title}.</p>
        <SearchBarWithBackend backend="hosted" newIssueUrl={newIssueUrl} {...HOSTED_TEST_CREDENTIALS} />
      </main>
    </Layout>
  );
}
