import path from 'node:path';
import type {Config, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {siteEnv, sourceRepositoryUrl, type SiteEnv} from './env';
import {siteIcon} from './site-icon';
import {navbar} from './navbar';
import {footer} from './footer';
import {createAnnouncementBar} from './announcement';
import {createSearchConfig} from './search';
import liveExamplesPlugin, {remarkLiveExamples} from '../plugins/live-examples';
import {remarkClaimIds} from '../plugins/claim-ids';
import {remarkKitBehaviour} from '../plugins/kit-matrix/remark';
import {additionalLanguages, rehypeCodeTokens} from '../plugins/code-highlight';
import {rehypeDeferredSections} from '../plugins/deferred-sections';
import {SITE_CARD, socialCardFrontMatter} from '../plugins/social-cards';
import {withoutSearchKeywords} from '../plugins/search-index/keywords';
import type {LlmsMarkdownOptions} from '../plugins/llms-markdown';
import playgroundPlugin from '../plugins/playground';

const siteDir = path.resolve(__dirname, '..');

/**
 * A local plugin with its options given here, as a function: the site config that every page
 * loads leaves a function out (a `null` in the plugin list), where `[module, options]` would
 * carry the options into every page's JavaScript. (Docusaurus's list types a plugin's content
 * as unknown, hence the cast.)
 */
function withOptions<Options, Content>(
  plugin: (context: LoadContext, options: Options) => Plugin<Content>,
  options: Options,
): PluginModule {
  return (context) => plugin(context, options) as Plugin;
}

/** Where scripts/demos.ts and scripts/playground-frame.ts build the two Angular apps the site serves. */
export const appsStaticDir = 'demos/dist/static';

/** Files a test build (testRoutes) serves under /__tests/ for the browser tests. */
const testStaticDir = 'tests/browser/static';

/** The whole site configuration for one set of environment settings. */
export function createConfig(env: SiteEnv = siteEnv): Config {
  const search = createSearchConfig(env);
  return {
    title: 'Formly',
    tagline: 'JSON-powered dynamic forms for Angular',
    favicon: siteIcon,
    url: env.url,
    baseUrl: env.baseUrl,
    organizationName: 'ngx-formly',
    projectName: 'ngx-formly',
    // The demos app and the playground frame are built into appsStaticDir and served at /demos/
    // and /playground-frame/; `npm run build` copies them in itself (appsCopiedAfter). A test
    // build adds the blank page the browser tests host a demo on (tests/browser/static).
    staticDirectories: [
      'static',
      ...(env.testRoutes ? [testStaticDir] : []),
      ...(env.appsCopiedAfter ? [] : [appsStaticDir]),
    ],

    future: {v4: true},

    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'warn',
    markdown: {
      hooks: {onBrokenMarkdownLinks: 'warn'},
      parseFrontMatter: withoutSearchKeywords(socialCardFrontMatter(siteDir)),
    },

    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {
        en: {label: 'English', direction: 'ltr', htmlLang: 'en'},
      },
    },

    presets: [
      [
        'classic',
        {
          docs: {
            sidebarPath: './sidebars.ts',
            beforeDefaultRemarkPlugins: [remarkClaimIds, remarkLiveExamples, remarkKitBehaviour],
            rehypePlugins: [rehypeCodeTokens, rehypeDeferredSections],
            editUrl: env.editUrl,
            showLastUpdateTime: true,
            lastVersion: 'current',
            versions: {
              current: {label: 'v7', badge: false},
            },
          },
          blog: {
            showReadingTime: true,
            editUrl: env.editUrl,
            showLastUpdateTime: true,
            blogSidebarTitle: 'All posts',
            blogSidebarCount: 'ALL',
            feedOptions: {type: ['rss', 'atom'], xslt: true},
            onInlineTags: 'throw',
            onInlineAuthors: 'throw',
            onUntruncatedBlogPosts: 'throw',
            rehypePlugins: [rehypeCodeTokens],
          },
          pages: {rehypePlugins: [rehypeCodeTokens]},
          theme: {customCss: './src/css/custom.css'},
          sitemap: {ignorePatterns: ['/__tests/**']},
          gtag: env.gtagMeasurementId ? {trackingID: env.gtagMeasurementId, anonymizeIP: true} : undefined,
        } satisfies Preset.Options,
      ],
    ],

    clientModules: ['./src/clientModules/idlePrefetch.ts'],

    plugins: [
      ['@docusaurus/plugin-client-redirects', {redirects: [{from: '/docs', to: '/docs/guide/getting-started'}]}],
      // Plugins take the environment from here (withOptions), never from config/env themselves.
      withOptions(liveExamplesPlugin, {appsCopiedAfter: env.appsCopiedAfter}),
      './plugins/code-highlight/index.ts',
      './plugins/deferred-sections/index.ts',
      './plugins/kit-matrix/index.ts',
      // The summary is read from a file: plugin options are part of the site config that every page loads.
      ['./plugins/llms-markdown/index.ts', {summaryFile: './config/llms-summary.md'} satisfies LlmsMarkdownOptions],
      './plugins/social-cards/index.ts',
      './plugins/favicon/index.ts',
      withOptions(playgroundPlugin, {
        newIssueUrl: `${sourceRepositoryUrl}/issues/new`,
        appsCopiedAfter: env.appsCopiedAfter,
      }),
      './plugins/bundle-output/index.ts',
      ...search.plugins,
    ],

    themeConfig: {
      image: SITE_CARD,
      colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
      announcementBar: createAnnouncementBar(env.baseUrl),
      docs: {
        sidebar: {hideable: true, autoCollapseCategories: true},
      },
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
      navbar,
      footer,
      algolia: search.themeConfig,
      prism: {
        // Code is highlighted at build time and coloured by plugins/code-highlight/code-colors.css:
        // an empty theme keeps the colours out of the site config every page loads.
        theme: {plain: {}, styles: []},
        additionalLanguages,
      },
    } satisfies Preset.ThemeConfig,
  };
}
