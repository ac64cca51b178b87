import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SearchPluginOptions} from '../plugins/search-index';
import {sourceRepositoryUrl, type HostedSearchCredentials, type SiteEnv} from './env';

/**
 * Chooses the search backend. With ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and
 * ALGOLIA_INDEX_NAME all set, DocSearch queries that Algolia index; otherwise the
 * site ships its own index and the same DocSearch interface queries it in the
 * browser, so forks, previews and offline copies can search too.
 */

/**
 * Values DocSearch requires even when it never reaches Algolia. The embedded
 * client ignores them; the index name only shows up as `index` in responses.
 */
export const EMBEDDED_PLACEHOLDER: HostedSearchCredentials = {
  appId: 'EMBEDDED',
  apiKey: 'embedded-index',
  indexName: 'formly-docs',
};

/** The search theme settings and plugins for one set of environment settings. */
export function createSearchConfig(env: Pick<SiteEnv, 'hostedSearch' | 'testRoutes'>) {
  const hosted = env.hostedSearch;
  const themeConfig: ThemeConfig['algolia'] = {
    ...(hosted ?? EMBEDDED_PLACEHOLDER),
    // Results of the current locale and docs version only (facets `language` and `docusaurus_tag`).
    contextualSearch: true,
    searchPagePath: 'search',
  };
  const pluginOptions: SearchPluginOptions = {
    backend: hosted ? 'hosted' : 'embedded',
    newIssueUrl: `${sourceRepositoryUrl}/issues/new`,
    // Set only when on: plugin options ship in the site config that every page loads.
    ...(env.testRoutes && {hostedTestRoute: true}),
  };
  // Docusaurus resolves the path from the site directory and loads TypeScript itself.
  const plugins: PluginConfig[] = [['./plugins/search-index/index.ts', pluginOptions]];
  return {themeConfig, plugins};
}
