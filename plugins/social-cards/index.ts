import {createHash} from 'node:crypto';
import {existsSync, promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, ParseFrontMatter, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {docsPagesInSidebarOrder, siteSourcePath} from '../../lib/docs-pages';
import {designFingerprint, renderCard, type CardContent} from './render';

/**
 * A link-preview card for every page: a 1200×630 PNG with the page's title and
 * section, rendered after the build into /img/cards/. Docs pages and blog posts
 * point at their own card through an `image` front matter value that
 * `socialCardFrontMatter` adds (the classic theme turns it into `og:image` and
 * `twitter:image`); every other page uses the site card, `SITE_CARD`, through
 * `themeConfig.image`. Cards are cached by content under node_modules/.cache,
 * so a warm build renders only new or renamed pages.
 */

const PLUGIN_NAME = 'social-cards';
const CARDS_DIR = 'img/cards';

/** The site-wide card, for pages without their own (home, blog lists, search). */
export const SITE_CARD = `${CARDS_DIR}/site.png`;

/** Folders whose Markdown pages get a card of their own. */
const contentDirs = ['docs', 'blog'];

/** Site path of the card of a Markdown source file, or undefined when the file gets none. */
export function cardPathOf(siteDir: string, file: string): string | undefined {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  const [dir] = relative.split('/');
  // Partials (files or folders starting with `_`) are not pages and must not get front matter.
  if (!contentDirs.includes(dir!) || relative.split('/').some((part) => part.startsWith('_'))) {
    return undefined;
  }
  return `/${CARDS_DIR}/${relative.replace(/\.mdx?$/, '')}.png`;
}

/** `markdown.parseFrontMatter` for the site: the default parser, plus the page's card as `image`. */
export function socialCardFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const card = cardPathOf(siteDir, params.filePath);
    if (card && result.frontMatter.image === undefined) {
      result.frontMatter.image = card;
    }
    return result;
  };
}

interface Card extends CardContent {
  /** Path inside the build, without a leading slash. */
  file: string;
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', PLUGIN_NAME);
  const host = new URL(siteConfig.url).host;
  let cards: Card[] = [];

  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent}) {
      const docs = docsPagesInSidebarOrder(allContent, siteDir).map((page) => ({
        source: page.source,
        title: page.title,
        section: page.section,
      }));
      const blogs = Object.values((allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>);
      const posts = blogs.flatMap((blog) =>
        blog.blogPosts.map((post) => ({
          source: siteSourcePath(post.metadata.source, siteDir),
          title: post.metadata.title,
          section: 'Blog',
        })),
      );
      cards = [
        {file: SITE_CARD, title: siteConfig.tagline, section: 'Documentation', host},
        ...[...docs, ...posts].flatMap((page) => {
          const file = cardPathOf(siteDir, page.source);
          return file ? [{file: file.slice(1), title: page.title, section: page.section, host}] : [];
        }),
      ];
    },

    async postBuild({outDir}) {
      const started = Date.now();
      const design = designFingerprint();
      await fs.mkdir(cacheDir, {recursive: true});
      let rendered = 0;
      let bytes = 0;
      // One at a time: rendering is CPU-bound, and the cache makes warm builds cheap anyway.
      for (const card of cards) {
        const key = createHash('sha256')
          .update(JSON.stringify([card.title, card.section, card.host, design]))
          .digest('hex');
        const cached = path.join(cacheDir, `${key.slice(0, 24)}.png`);
        if (!existsSync(cached)) {
          await fs.writeFile(cached, await renderCard(card));
          rendered += 1;
        }
        const target = path.join(outDir, card.file);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.copyFile(cached, target);
        bytes += (await fs.stat(target)).size;
      }
      console.log(
        `[${PLUGIN_NAME}] ${cards.length} cards (${rendered} rendered, ${cards.length - rendered} from cache), ` +
          `${(bytes / 1024).toFixed(0)} KB in all, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
