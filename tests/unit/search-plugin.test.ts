import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import searchIndexPlugin, {type SearchPluginOptions} from '../../plugins/search-index';
import type {EmbeddedIndexFile, EmbeddedIndexManifest} from '../../plugins/search-index/records';

const fixtures = path.join(__dirname, 'fixtures/search');

/** The plugin's additions to the browser bundle's webpack configuration. */
function clientWebpackConfig(plugin: Plugin) {
  return plugin.configureWebpack!({} as never, false, {} as never, undefined as never) as {
    resolve: {alias: Record<string, string>};
    devServer?: {static: Array<{directory: string; publicPath: string}>};
  };
}

async function withPlugin(
  options: SearchPluginOptions,
  nodeEnv: string,
  run: (plugin: Plugin, generatedFilesDir: string) => Promise<void>,
) {
  const generatedFilesDir = await mkdtemp(path.join(tmpdir(), 'search-plugin-'));
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    const context = {
      siteDir: fixtures,
      generatedFilesDir,
      baseUrl: '/',
      i18n: {currentLocale: 'en'},
    } as unknown as LoadContext;
    const plugin = searchIndexPlugin(context, options);
    // Docusaurus' own actions, as far as this plugin uses them: createData writes into the plugin's data folder.
    const dataDir = path.join(generatedFilesDir, 'formly-search-index', 'default');
    const actions = {
      setGlobalData: () => undefined,
      addRoute: () => undefined,
      createData: async (name: string, data: string) => {
        await mkdir(dataDir, {recursive: true});
        await writeFile(path.join(dataDir, name), data);
        return path.join(dataDir, name);
      },
    };
    await plugin.contentLoaded!({content: undefined, actions} as never);
    await run(plugin, generatedFilesDir);
  } finally {
    process.env.NODE_ENV = previous;
    await rm(generatedFilesDir, {recursive: true, force: true});
  }
}

/** Just enough of the docs plugin's loaded content for the dev index. */
const docsContent = {
  default: {
    loadedVersions: [
      {
        versionName: 'current',
        docs: [
          {
            id: 'guide/sample',
            title: 'Checking input',
            permalink: '/docs/guide/sample',
            source: '@site/sample.mdx',
            description: 'Validators and their messages.',
          },
          {
            id: 'guide/hidden',
            title: 'Draft',
            permalink: '/docs/guide/hidden',
            source: '@site/sample.mdx',
            draft: true,
          },
        ],
        sidebars: {
          docs: [{type: 'category', label: 'Guides', items: [{type: 'doc', id: 'guide/sample'}]}],
        },
      },
    ],
  },
};

test('under the dev server, the index is written from the docs sources and served statically', async () => {
  await withPlugin(
    {backend: 'embedded', newIssueUrl: 'https://example.org/issues/new'},
    'development',
    async (plugin, dir) => {
      await plugin.allContentLoaded!({allContent: {'docusaurus-plugin-content-docs': docsContent}} as never);
      const indexDir = path.join(dir, 'formly-search-index', 'static', 'search-index');
      const manifest = JSON.parse(
        await readFile(path.join(indexDir, 'manifest.json'), 'utf8'),
      ) as EmbeddedIndexManifest;
      const file = JSON.parse(await readFile(path.join(indexDir, manifest.file), 'utf8')) as EmbeddedIndexFile;
      assert.deepEqual(
        file.pages.map(({path: pagePath, categories, docusaurusTag, title, description, keywords}) => ({
          pagePath,
          categories,
          docusaurusTag,
          title,
          description,
          keywords,
        })),
        [
          {
            pagePath: '/docs/guide/sample',
            categories: ['Guides'],
            docusaurusTag: 'docs-default-current',
            title: 'Checking input',
            description: 'Validators and their messages.',
            keywords: ['form errors', 'invalid input'],
          },
        ],
        'drafts are left out',
      );

      const config = clientWebpackConfig(plugin);
      assert.deepEqual(
        config.devServer?.static.map(({directory, publicPath}) => ({directory, publicPath})),
        [{directory: path.join(dir, 'formly-search-index', 'static'), publicPath: '/'}],
      );
    },
  );
});

test('the search page client follows the backend through the content of one aliased module', async () => {
  for (const [backend, expected] of [
    ['embedded', /client[\\/]lite\.ts/],
    ['hosted', /algoliasearch\/dist\/lite\/builds\/browser\.js/],
  ] as const) {
    await withPlugin({backend, newIssueUrl: 'https://example.org/issues/new'}, 'production', async (plugin) => {
      const config = clientWebpackConfig(plugin);
      const {alias} = config.resolve;
      assert.ok(alias['@docsearch/react/modal$']?.endsWith('DocSearchModal.js'));
      assert.match(await readFile(alias['algoliasearch/lite$']!, 'utf8'), expected);
      assert.equal(config.devServer, undefined, 'no dev server settings in a production build');
    });
  }
});

test("DocSearch's sheet is split: variables and button load with the page, the modal's rules with the modal", async () => {
  await withPlugin(
    {backend: 'embedded', newIssueUrl: 'https://example.org/issues/new'},
    'production',
    async (plugin) => {
      const styleModule = await readFile(clientWebpackConfig(plugin).resolve.alias['@docsearch/react/style$']!, 'utf8');
      const cssImports = [...styleModule.matchAll(/^import ("[^"]+\.css");$/gm)].map((match) => JSON.parse(match[1]!));
      assert.deepEqual(
        cssImports.map((file: string) => path.basename(file)),
        ['_variables.css', 'button.css'],
      );
      const added = styleModule.match(/^addStyleSheet\("docsearch-modal-style", (".*")\);$/m);
      assert.ok(added, 'the module adds the modal sheet');
      const distDir = path.dirname(cssImports[0]!);
      const modalSheet = JSON.parse(added[1]!) as string;
      assert.equal(modalSheet, await readFile(path.join(distDir, 'modal.css'), 'utf8'));

      // Together the three parts hold every class of the package's whole sheet, which the theme imported before.
      const classes = (css: string) => new Set(css.match(/\.DocSearch[\w-]*/g));
      const parts = [...(await Promise.all(cssImports.map((file: string) => readFile(file, 'utf8')))), modalSheet];
      assert.deepEqual(classes(parts.join('\n')), classes(await readFile(path.join(distDir, 'style.css'), 'utf8')));
      assert.ok(classes(modalSheet).has('.DocSearch-Modal'));
      assert.ok(!parts.slice(0, 2).some((css) => classes(css).has('.DocSearch-Modal')));
    },
  );
});
