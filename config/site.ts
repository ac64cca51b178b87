import type {Config, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {siteEnv, type SiteEnv} from './env';
import {navbar} from './navbar';
import {footer} from './footer';
import {createAnnouncementBar} from './announcement';
import {createSearchConfig} from './search';
import {darkCodeTheme, lightCodeTheme} from './prism';
import testRoutesPlugin from '../plugins/test-routes';
import liveExamplesPlugin, {remarkLiveExamples} from '../plugins/live-examples';
import playgroundPlugin from '../plugins/playground';

/** The whole site configuration for one set of environment settings. */
export function createConfig(env: SiteEnv = siteEnv): Config {
  const search = createSearchConfig(env);
  return {
    title: 'Formly',
    tagline: 'JSON-powered dynamic forms for Angular',
    favicon: 'img/favicon.svg',
    url: env.url,
    baseUrl: env.baseUrl,
    organizationName: 'ngx-formly',
    projectName: 'ngx-formly',
    // The demos app is built into demos/dist/static/demos and served at /demos/.
    staticDirectories: ['static', 'demos/dist/static'],

    future: {v4: true},

    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'warn',
    markdown: {
      hooks: {onBrokenMarkdownLinks: 'warn'},
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
            beforeDefaultRemarkPlugins: [remarkLiveExamples],
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
          },
          theme: {customCss: './src/css/custom.css'},
          sitemap: {ignorePatterns: ['/__tests/**']},
          gtag: env.gtagMeasurementId
            ? {trackingID: env.gtagMeasurementId, anonymizeIP: true}
            : undefined,
        } satisfies Preset.Options,
      ],
    ],

    plugins: [
      [
        '@docusaurus/plugin-client-redirects',
        {redirects: [{from: '/docs', to: '/docs/guide/getting-started'}]},
      ],
      liveExamplesPlugin as PluginModule,
      playgroundPlugin as PluginModule,
      ...search.plugins,
      ...(env.testRoutes ? [testRoutesPlugin] : []),
    ],

    themeConfig: {
      metadata: [{name: 'keywords', content: 'angular, forms, dynamic forms, json schema, formly'}],
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
        theme: lightCodeTheme,
        darkTheme: darkCodeTheme,
        additionalLanguages: ['bash', 'json', 'diff'],
      },
    } satisfies Preset.ThemeConfig,
  };
}

