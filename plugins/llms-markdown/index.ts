import {mkdirSync, promises as fs, readFileSync} from 'node:fs';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {PlaygroundContent} from '../playground';
import {schemaKits, schemaRoute} from '../../lib/field-schema/generate';
import {readSkillFiles} from '../../lib/agent-skills';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {mdxToMarkdown} from './convert';
import {foreignKitOf} from '../../lib/kit-code';
import {readLiveExampleSource} from './demo-sources';
import {readKitMatrix} from '../kit-matrix';
import {docsPagesInSidebarOrder, type DocsPage} from '../../lib/docs-pages';
import type {KitName} from '../../lib/kits';
import {
  llmsBundles,
  renderLlmsBundle,
  renderLlmsTxt,
  withIndexDirective,
  type LlmsBundle,
  type MarkdownPage,
  type SiteSummary,
} from './llms-txt';

export {markdownUrl} from './markdown-path';

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

/** /schemas/v7/<kit>.json: the field configuration schemas the playground plugin reads from the typings. */
function schemaFiles(allContent: AllContent): [string, string][] {
  const playground = allContent.playground?.default as PlaygroundContent | undefined;
  if (!playground) {
    throw new Error(
      `[${PLUGIN_NAME}] the playground plugin's content is missing: it makes the field schemas served at /schemas/v7/.`,
    );
  }
  return schemaKits.map((kit) => [
    schemaRoute(kit.name),
    `${JSON.stringify(playground.fieldSchemas[kit.name], null, 2)}\n`,
  ]);
}

/**
 * Serves the docs to assistants: every docs page as Markdown at its route plus
 * `.md`, `/llms.txt` (an index of those), `/llms-full.txt` (all of them in
 * sidebar order), `/llms-small.txt` and one `/llms-<kit>.txt` per kit (parts of
 * it, see llmsBundles), the JSON Schemas of field configurations and the Agent
 * Skills. Made from
 * the MDX sources (see convert.ts), after the build and, under `docusaurus
 * start`, by the dev server.
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
  /** What postBuild reports: the page count and the size of each file of whole pages. */
  let buildSummary = '';

  /** The body of a page's MDX source, front matter removed. */
  async function pageBody(page: DocsPage): Promise<string> {
    const {content} = await siteConfig.markdown.parseFrontMatter({
      filePath: page.source,
      fileContent: readFileSync(page.source, 'utf8'),
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    return content;
  }

  /** The page as Markdown: every kit's content, or one kit's (see ConvertOptions.kit). */
  function convert(page: DocsPage, content: string, permalinks: Map<string, string>, kit?: KitName): string {
    return mdxToMarkdown(content, {
      filePath: page.source,
      title: page.title,
      pageUrl: `${new URL(siteUrl).origin}${page.permalink}`,
      siteUrl,
      permalinkOfSource: (file) => permalinks.get(file),
      readLiveExample: (name, inKit) => readLiveExampleSource(demosDir, name, inKit as KitName | undefined),
      readKitMatrix,
      kit,
      onUnknownComponent: (name) =>
        console.warn(
          `[${PLUGIN_NAME}] <${name}> in ${path.relative(siteDir, page.source)} has no Markdown form; only its children are kept.`,
        ),
    });
  }

  async function toMarkdown(page: DocsPage, permalinks: Map<string, string>): Promise<MarkdownPage & {body: string}> {
    const body = await pageBody(page);
    const example = page.permalink.includes('/docs/examples/')
      ? /<LiveExample\s+name="([^"]+)"/.exec(body)?.[1]
      : undefined;
    return {
      ...page,
      body,
      markdown: convert(page, body, permalinks),
      ...(example && {exampleKits: readLiveExampleSource(demosDir, example).kits}),
    };
  }

  /**
   * A kit's file holds its pages in that kit's Markdown: its tabs, examples and code blocks. Only a
   * page with kit tabs, a live example or a code block written for another kit reads differently
   * there; the others keep the Markdown every kit shares, converted once.
   */
  function inKit(bundle: LlmsBundle, permalinks: Map<string, string>): LlmsBundle {
    if (!bundle.kit) {
      return bundle;
    }
    const kit = bundle.kit;
    const differsInKit = (body: string) =>
      /<LiveExample\b|groupId="kit"/.test(body) ||
      [...body.matchAll(/^\s*(`{3,}|~{3,}).*\n([\s\S]*?)^\s*\1/gm)].some(([, , code]) => foreignKitOf(code!, kit));
    return {
      ...bundle,
      pages: (bundle.pages as (MarkdownPage & {body: string})[]).map((page) =>
        differsInKit(page.body) ? {...page, markdown: convert(page, page.body, permalinks, kit)} : page,
      ),
    };
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
      const bundles = llmsBundles(pages, siteUrl).map((bundle) => inKit(bundle, permalinks));
      files = new Map([
        ...schemaFiles(allContent),
        // /skills/<name>/SKILL.md and its references/: the Agent Skills the repository keeps (written by mcp/skills.ts).
        ...[...readSkillFiles(path.join(siteDir, 'skills'))].map(([file, text]): [string, string] => [
          `skills/${file}`,
          text,
        ]),
        ...pages.map((page): [string, string] => [
          markdownFile(page.permalink, baseUrl),
          withIndexDirective(page.markdown, siteUrl),
        ]),
        ['llms.txt', renderLlmsTxt(site, pages, bundles)],
        ...bundles.map((bundle): [string, string] => [bundle.file, renderLlmsBundle(site, bundle)]),
      ]);
      const sizes = bundles.map(
        ({file}) => `${file} ${(Buffer.byteLength(files.get(file) ?? '') / 1024).toFixed(1)} KB`,
      );
      buildSummary = `${pages.length} Markdown pages, llms.txt, ${sizes.join(', ')}`;
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
      console.log(`[${PLUGIN_NAME}] ${buildSummary}`);
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
