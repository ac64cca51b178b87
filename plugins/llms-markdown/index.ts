import {mkdirSync, promises as fs, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {mdxToMarkdown} from './convert';
import {readLiveExampleSource} from './demo-sources';
import {readKitMatrix} from '../kit-matrix';
import {docsPagesInSidebarOrder, type DocsPage} from '../../lib/docs-pages';
import {renderLlmsFullTxt, renderLlmsTxt, withIndexDirective, type MarkdownPage, type SiteSummary} from './llms-txt';

export {markdownUrl} from './llms-txt';

// A type alias rather than an interface, so that it fits Docusaurus' `PluginConfig` options type.
export type LlmsMarkdownOptions = {
  /**
   * A Markdown file, relative to the site directory, with a sentence or two for
   * the top of llms.txt on what the documentation covers.
   */
  summaryFile: string;
  /** The demos workspace, relative to the site directory. */
  demosDir?: string;
};

const PLUGIN_NAME = 'llms-markdown';

/** Where a page's Markdown goes, relative to the build (or dev static) directory. */
function markdownFile(permalink: string, baseUrl: string): string {
  return `${permalink.slice(baseUrl.length).replace(/\/$/, '') || 'index'}.md`;
}

async function writeFiles(dir: string, files: Map<string, string>): Promise<void> {
  await Promise.all(
    [...files].map(async ([file, content]) => {
      const target = path.join(dir, file);
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.writeFile(target, content);
    }),
  );
}

/**
 * Serves the docs to assistants: every docs page as Markdown at its route plus
 * `.md`, `/llms.txt` (an index of those) and `/llms-full.txt` (all of them in
 * sidebar order). Made from the MDX sources (see convert.ts), after the build
 * and, under `docusaurus start`, by the dev server.
 */
export default function llmsMarkdownPlugin(context: LoadContext, options: LlmsMarkdownOptions): Plugin {
  const {siteDir, siteConfig, baseUrl, generatedFilesDir} = context;
  const demosDir = path.resolve(siteDir, options.demosDir ?? 'demos');
  const isDevServer = process.env.NODE_ENV === 'development';
  const devStaticDir = path.join(generatedFilesDir, PLUGIN_NAME, 'static');
  const siteUrl = `${siteConfig.url.replace(/\/$/, '')}${baseUrl}`;
  const summary = readFileSync(path.resolve(siteDir, options.summaryFile), 'utf8').trim();
  const site: SiteSummary = {title: siteConfig.title, tagline: siteConfig.tagline, siteUrl, summary};
  let files = new Map<string, string>();

  async function toMarkdown(page: DocsPage, permalinks: Map<string, string>): Promise<MarkdownPage> {
    const {content} = await siteConfig.markdown.parseFrontMatter({
      filePath: page.source,
      fileContent: readFileSync(page.source, 'utf8'),
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    const markdown = mdxToMarkdown(content, {
      filePath: page.source,
      title: page.title,
      pageUrl: `${new URL(siteUrl).origin}${page.permalink}`,
      siteUrl,
      permalinkOfSource: (file) => permalinks.get(file),
      readLiveExample: (name) => readLiveExampleSource(demosDir, name),
      readKitMatrix,
      onUnknownComponent: (name) =>
        console.warn(
          `[${PLUGIN_NAME}] <${name}> in ${path.relative(siteDir, page.source)} has no Markdown form; only its children are kept.`,
        ),
    });
    return {...page, markdown};
  }

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent}) {
      const docs = docsPagesInSidebarOrder(allContent, siteDir);
      const permalinks = new Map(docs.map((page) => [page.source, page.permalink]));
      const pages = await Promise.all(docs.map((page) => toMarkdown(page, permalinks)));
      files = new Map([
        ...pages.map((page): [string, string] => [
          markdownFile(page.permalink, baseUrl),
          withIndexDirective(page.markdown, siteUrl),
        ]),
        ['llms.txt', renderLlmsTxt(site, pages)],
        ['llms-full.txt', renderLlmsFullTxt(site, pages)],
      ]);
      if (isDevServer) {
        await writeFiles(devStaticDir, files);
      }
    },

    // Every HTML page names the index too, at the top of its body and outside what readers see
    // or hear (`hidden`): the llms.txt directive of the Agent-Friendly Documentation Spec.
    injectHtmlTags() {
      return {
        preBodyTags: [
          `<div hidden>The documentation index for assistants, each page as Markdown: <a href="${baseUrl}llms.txt">llms.txt</a></div>`,
        ],
      };
    },

    async postBuild({outDir}) {
      await writeFiles(outDir, files);
      const full = Buffer.byteLength(files.get('llms-full.txt') ?? '');
      console.log(
        `[${PLUGIN_NAME}] ${files.size - 2} Markdown pages, llms.txt, llms-full.txt (${(full / 1024).toFixed(1)} KB)`,
      );
    },

    configureWebpack(_config, isServer) {
      if (!isDevServer || isServer) {
        return undefined;
      }
      mkdirSync(devStaticDir, {recursive: true});
      // `docusaurus start` merges a plugin's `devServer` into the dev server options; webpack's own
      // Configuration type only knows that key when webpack-dev-server's typings are loaded.
      const devServer = {static: [{directory: devStaticDir, publicPath: baseUrl, watch: false}]};
      return {devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
