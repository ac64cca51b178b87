import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsLoadedContent} from '@docusaurus/plugin-content-docs';
import {extractPagesFromBuild} from './extract-html';
import {extractPagesFromSources, resolveSiteSource, type DocsSource} from './extract-source';
import {attachExampleCode, DEFAULT_DEMOS_SRC_DIR} from './example-code';
import {attachKeywords, docsFolderSources, keywordsOfSources, type SourceKeywords} from './keywords';
import {patchDocSearchModal} from './patch-docsearch';
import {docSearchStyleModule} from './docsearch-style';
import {PLUGIN_NAME, type SearchBackend, type SearchGlobalData} from './constants';
import {EMBEDDED_INDEX_DIR} from './records';
import {withSearchOrder} from './page-ranks';
import {writeEmbeddedIndex} from './write-index';

// What scripts/search-upload.ts needs to build the same records for the hosted index.
export {
  attachExampleCode,
  attachKeywords,
  DEFAULT_DEMOS_SRC_DIR,
  docsFolderSources,
  extractPagesFromBuild,
  keywordsOfSources,
  withSearchOrder,
};
export {HOSTED_INDEX_SETTINGS, hostedSynonyms} from './hosted-settings';
export {pagesToRecords, type DocSearchRecord} from './records';

/**
 * Search for the site, behind the unchanged DocSearch interface.
 *
 * - backend "embedded": after the build, extracts DocSearch records from the
 *   rendered pages into a content-hashed static file and points the search page's
 *   `algoliasearch/lite` at the in-browser client (the search bar swaps its
 *   client in theme/SearchBar). Under `docusaurus start` the file is made
 *   from the docs sources and served by the dev server.
 * - backend "hosted": Algolia answers; this plugin only applies the DocSearch
 *   fixes (patch-docsearch.ts) and shares the "let us know" issue link.
 */

// A type alias rather than an interface, so that it fits Docusaurus' `PluginConfig` options type.
export type SearchPluginOptions = {
  backend: SearchBackend;
  /** Where "Believe this query should return results? Let us know." opens a new issue. */
  newIssueUrl: string;
  /** Adds /__tests/search-hosted, a page with a hosted-backend search bar, for the browser tests. */
  hostedTestRoute?: boolean;
  /** The sources of the live examples, whose code is made searchable; relative to the site directory. */
  demosSrcDir?: string;
};

interface SidebarItemLike {
  type: string;
  label?: string;
  id?: string;
  items?: SidebarItemLike[];
}

/** Maps each doc id to the labels of the sidebar categories that contain it. */
function categoriesByDoc(items: readonly SidebarItemLike[], trail: string[] = [], into = new Map<string, string[]>()) {
  for (const item of items) {
    if (item.type === 'category') {
      categoriesByDoc(item.items ?? [], [...trail, item.label ?? ''], into);
    } else if ((item.type === 'doc' || item.type === 'ref') && item.id && !into.has(item.id)) {
      into.set(item.id, trail);
    }
  }
  return into;
}

function docsSources(content: DocsLoadedContent, siteDir: string, pluginId: string): DocsSource[] {
  return content.loadedVersions.flatMap((version) => {
    const categories = new Map<string, string[]>();
    for (const sidebar of Object.values(version.sidebars)) {
      categoriesByDoc(sidebar as SidebarItemLike[], [], categories);
    }
    return version.docs
      .filter((doc) => !doc.unlisted && !doc.draft)
      .map((doc) => ({
        title: doc.title,
        permalink: doc.permalink,
        file: resolveSiteSource(doc.source, siteDir),
        docusaurusTag: `docs-${pluginId}-${version.versionName}`,
        categories: categories.get(doc.id) ?? [],
        description: doc.description,
      }));
  });
}

export default function searchIndexPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const {siteDir, generatedFilesDir, baseUrl} = context;
  const isDevServer = process.env.NODE_ENV === 'development';
  const workDir = path.join(generatedFilesDir, PLUGIN_NAME);
  const devStaticDir = path.join(workDir, 'static');
  const serveDevIndex = options.backend === 'embedded' && isDevServer;
  /** The modules `configureWebpack` aliases, made with `createData` (which rewrites a file only when it changes). */
  let aliases: Record<string, string> | undefined;
  const demosSrcDir = path.resolve(siteDir, options.demosSrcDir ?? DEFAULT_DEMOS_SRC_DIR);
  /** The docs pages' search keywords, by path, read from their sources once the docs are loaded (see keywords.ts). */
  let keywordsByPath = new Map<string, SourceKeywords>();

  return {
    name: PLUGIN_NAME,

    // SearchBar and SearchPage wrap the Algolia theme's components, which they import through the
    // `@algolia-theme/…` aliases below: in a plugin's theme folder `@theme-original/…` is the wrapper
    // itself, and `@theme-init/SearchBar` is theme-classic's empty placeholder.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {backend: options.backend, newIssueUrl: options.newIssueUrl};
      actions.setGlobalData(data);
      // The search page imports `algoliasearch/lite`. The alias always points at a generated module and the
      // backend only changes that module's content: the bundler's persistent cache does not notice an alias
      // that appears or disappears with an environment variable, but it does notice a changed file.
      const liteSource =
        options.backend === 'embedded'
          ? path.join(__dirname, 'client', 'lite.ts')
          : 'algoliasearch/dist/lite/builds/browser.js';
      aliases = {
        '@docsearch/react/modal$': await actions.createData(
          'DocSearchModal.js',
          patchDocSearchModal(
            readFileSync(require.resolve('@docsearch/react/modal'), 'utf8'),
            path.join(__dirname, 'client', 'grouping.ts'),
          ),
        ),
        '@docsearch/react/style$': await actions.createData('DocSearchStyle.js', docSearchStyleModule()),
        'algoliasearch/lite$': await actions.createData(
          'algoliasearch-lite.js',
          `export {liteClient} from ${JSON.stringify(liteSource)};\n`,
        ),
      };
      if (options.hostedTestRoute) {
        actions.addRoute({
          path: `${baseUrl}__tests/search-hosted`,
          component: path.join(__dirname, 'pages', 'HostedSearchTestPage.tsx'),
          exact: true,
        });
      }
    },

    async allContentLoaded({allContent}) {
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsLoadedContent>;
      const sources = Object.entries(docsPlugins).flatMap(([pluginId, content]) =>
        docsSources(content, siteDir, pluginId),
      );
      keywordsByPath = await keywordsOfSources(sources);
      if (!serveDevIndex) {
        return;
      }
      const pages = attachKeywords(
        await attachExampleCode(await extractPagesFromSources(sources, context.i18n.currentLocale), demosSrcDir),
        keywordsByPath,
      );
      await writeEmbeddedIndex(path.join(devStaticDir, EMBEDDED_INDEX_DIR), withSearchOrder(pages, baseUrl));
    },

    async postBuild({outDir}) {
      if (options.backend !== 'embedded') {
        return;
      }
      const pages = withSearchOrder(
        attachKeywords(
          await attachExampleCode(await extractPagesFromBuild(outDir, baseUrl), demosSrcDir),
          keywordsByPath,
        ),
        baseUrl,
      );
      const written = await writeEmbeddedIndex(path.join(outDir, EMBEDDED_INDEX_DIR), pages);
      const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(
        `[${PLUGIN_NAME}] ${written.records} records from ${written.pages} pages → ` +
          `${EMBEDDED_INDEX_DIR}/${written.file} (${kilobytes(written.bytes)}, ${kilobytes(written.gzipBytes)} gzipped)`,
      );
    },

    configureWebpack(_config, isServer) {
      if (!aliases) {
        throw new Error(`[${PLUGIN_NAME}] configureWebpack ran before contentLoaded made the aliased modules.`);
      }
      const algoliaTheme = path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme');
      return {
        resolve: {
          alias: {
            ...aliases,
            '@algolia-theme/SearchBar$': path.join(algoliaTheme, 'SearchBar'),
            '@algolia-theme/SearchPage$': path.join(algoliaTheme, 'SearchPage'),
          },
        },
        ...(serveDevIndex &&
          !isServer && {
            devServer: {
              static: [{directory: devStaticDir, publicPath: baseUrl, watch: false}],
            },
          }),
      };
    },
  };
}
