/**
 * Every setting the site reads from the environment, in one place, so that a fork
 * or a preview deployment can change them without editing code. CONTRIBUTING.md lists
 * them all ("Environment variables").
 */
type Environment = Record<string, string | undefined>;

function reader(env: Environment) {
  return (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
}

/** Makes sure a base path starts and ends with a slash, as Docusaurus requires. */
export function normalizeBaseUrl(value: string): string {
  const withLeading = value.startsWith('/') ? value : `/${value}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

export interface HostedSearchCredentials {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** The hosted Algolia index settings, or null when any of the three is missing or blank. */
export function readHostedSearch(env: Environment = process.env): HostedSearchCredentials | null {
  const read = reader(env);
  const appId = read('ALGOLIA_APP_ID');
  const apiKey = read('ALGOLIA_SEARCH_API_KEY');
  const indexName = read('ALGOLIA_INDEX_NAME');
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : null;
}

export function readSiteEnv(env: Environment = process.env) {
  const read = reader(env);
  return {
    /** Public origin of the deployed site. */
    url: read('SITE_URL') ?? 'https://formly.dev',
    /** Path under the origin where the site is served. */
    baseUrl: normalizeBaseUrl(read('BASE_URL') ?? '/'),
    /** Repository that "Edit this page" links point into. */
    editUrl: read('EDIT_URL') ?? 'https://github.com/ngx-formly/ngx-formly/edit/main/',
    /** Google Analytics measurement id; analytics code ships only when it is set. */
    gtagMeasurementId: read('GTAG_MEASUREMENT_ID'),
    /**
     * Set by `npm run build` (scripts/build.ts), which builds the Angular apps side by side with
     * Docusaurus and copies them into the build itself: Docusaurus then leaves their folder
     * (appsStaticDir) out of its static directories, which it would copy half-written.
     */
    appsCopiedAfter: read('FORMLY_APPS_COPIED_AFTER') === '1',
    /** Adds the test-only page the browser tests query hosted search on. Never set for a deployment. */
    testRoutes: read('FORMLY_TEST_ROUTES') === '1',
    /** Algolia DocSearch index to query instead of the embedded one. */
    hostedSearch: readHostedSearch(env),
  };
}

export type SiteEnv = ReturnType<typeof readSiteEnv>;

export const siteEnv: SiteEnv = readSiteEnv();

export const sourceRepositoryUrl = 'https://github.com/ngx-formly/ngx-formly';
