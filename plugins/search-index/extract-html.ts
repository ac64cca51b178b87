import {promises as fs} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI, type Cheerio} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {DEMO_LINK, type PageWithExamples} from './example-code';
import type {PageBlock} from './records';

/**
 * Reads the search data out of the HTML that `docusaurus build` wrote: the same
 * markup a crawler would see, so the embedded index and a hosted index built
 * from it agree.
 */

/** Only docs pages and ordinary pages take part; tag lists and post lists would only repeat them. */
function isSearchableTag(tag: string): boolean {
  return tag === 'default' || tag.startsWith('docs-');
}

/** Elements whose text is chrome or code, not prose. */
const IGNORED_CONTAINERS = [
  'pre',
  'script',
  'style',
  'iframe',
  'button',
  'nav',
  '[role="tablist"]',
  '.theme-code-block',
  '.hash-link',
  '[data-search-ignore]',
].join(', ');

const BLOCK_SELECTOR = 'h2, h3, h4, p, li, tr';

export function normalizeText(text: string): string {
  return text
    .replace(/[\u200B\u00AD]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of an element, leaving out the parts that are not prose and the given nested blocks. */
function textOf($: CheerioAPI, element: Cheerio<Element>, exclude?: string): string {
  const copy = element.clone();
  copy.find(IGNORED_CONTAINERS).remove();
  if (exclude) {
    copy.find(exclude).remove();
  }
  return normalizeText(copy.text());
}

function metaContent($: CheerioAPI, name: string): string | undefined {
  const value = $(`meta[name="${name}"], meta[property="${name}"]`).last().attr('content');
  return value?.trim() || undefined;
}

function isNoIndex($: CheerioAPI): boolean {
  return $('meta[name="robots"], meta[property="robots"]')
    .toArray()
    .some((meta) => /noindex/i.test($(meta).attr('content') ?? ''));
}

/** Category labels of the doc breadcrumbs, without the home link and the page itself. */
function breadcrumbCategories($: CheerioAPI): string[] {
  return $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .filter((item) => {
      const $item = $(item);
      return !$item.hasClass('breadcrumbs__item--active') && $item.find('a[aria-label]').length === 0;
    })
    .map((item) => normalizeText($(item).find('.breadcrumbs__link').first().text()))
    .filter(Boolean);
}

function pagePath($: CheerioAPI, fallbackPath: string): string {
  const canonical = $('link[rel="canonical"]').attr('href');
  if (canonical) {
    try {
      return new URL(canonical).pathname;
    } catch {
      // A relative or malformed canonical link: fall back to the file location.
    }
  }
  return fallbackPath;
}

function pageTitle($: CheerioAPI, root: Cheerio<Element>): string {
  const heading = root.closest('article').find('h1').first();
  const fromHeading = heading.length ? textOf($, heading) : '';
  if (fromHeading) {
    return fromHeading;
  }
  return normalizeText($('title').first().text().split(' | ')[0] ?? '');
}

function isInside($: CheerioAPI, node: AnyNode, selector: string, root: Element): boolean {
  let current = node.parent;
  while (current && current !== root) {
    if (current.type === 'tag' && $(current).is(selector)) {
      return true;
    }
    current = current.parent;
  }
  return false;
}

function contentBlocks($: CheerioAPI, root: Cheerio<Element>): PageBlock[] {
  const rootElement = root.get(0)!;
  const blocks: PageBlock[] = [];
  for (const element of root.find(BLOCK_SELECTOR).toArray()) {
    if (isInside($, element, IGNORED_CONTAINERS, rootElement) || $(element).is('[role]')) {
      continue;
    }
    const $element = $(element);
    const name = element.tagName.toLowerCase();
    if (name === 'h2' || name === 'h3') {
      const text = textOf($, $element);
      const anchor = $element.attr('id');
      if (text && anchor) {
        blocks.push({kind: 'heading', level: name === 'h2' ? 2 : 3, text, anchor});
      } else if (text) {
        blocks.push({kind: 'text', text});
      }
      continue;
    }
    let text: string;
    if (name === 'p') {
      // A paragraph inside a list item or a table cell is part of that block's text.
      if (isInside($, element, 'li, tr', rootElement)) {
        continue;
      }
      text = textOf($, $element);
    } else if (name === 'li') {
      // Nested lists become blocks of their own.
      text = textOf($, $element, 'ul, ol');
    } else if (name === 'tr') {
      if ($element.parent().is('thead') || $element.children('td').length === 0) {
        continue;
      }
      text = $element
        .children('td')
        .toArray()
        .map((cell) => textOf($, $(cell)))
        .filter(Boolean)
        .join(' — ');
    } else {
      text = textOf($, $element);
    }
    if (text) {
      blocks.push({kind: 'text', text});
    }
  }
  return blocks;
}

/** Names of the live examples in the content, from their "open the demo" links. */
function liveExampleNames($: CheerioAPI, root: Cheerio<Element>): string[] {
  const names = root
    .find('a[href]')
    .toArray()
    .map((link) => DEMO_LINK.exec($(link).attr('href') ?? '')?.[1])
    .filter((name): name is string => Boolean(name));
  return [...new Set(names)];
}

/**
 * Extracts one built page. Returns null for pages that search leaves out: pages
 * marked noindex, list pages, test routes and pages without prose.
 */
export function extractPageFromHtml(html: string, fallbackPath: string): PageWithExamples | null {
  const $ = load(html);
  const tag = metaContent($, 'docusaurus_tag') ?? metaContent($, 'docsearch:docusaurus_tag');
  if (!tag || !isSearchableTag(tag) || isNoIndex($)) {
    return null;
  }
  const pathname = pagePath($, fallbackPath);
  if (pathname.includes('/__tests/')) {
    return null;
  }
  const root = $('article .markdown').first().length ? $('article .markdown').first() : $('main .markdown').first();
  if (!root.length) {
    return null;
  }
  const language =
    metaContent($, 'docsearch:language') ?? metaContent($, 'docusaurus_locale') ?? $('html').attr('lang') ?? 'en';
  const isBlogPost = $('html').hasClass('blog-post-page');
  const categories = isBlogPost ? ['Blog'] : breadcrumbCategories($);
  const title = pageTitle($, root);
  if (!title) {
    return null;
  }
  const examples = liveExampleNames($, root);
  const description = metaContent($, 'description');
  return {
    path: pathname,
    language,
    docusaurusTag: tag,
    categories,
    title,
    blocks: contentBlocks($, root),
    ...(examples.length > 0 && {examples}),
    ...(description && {description}),
  };
}

/** The route a built HTML file serves, for pages that carry no canonical link. */
export function routeOfHtmlFile(relativeFile: string, baseUrl: string): string {
  const withoutIndex = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `${baseUrl}${withoutIndex}`;
}

async function listHtmlFiles(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Extracts every searchable page of a build directory, sorted by path. */
export async function extractPagesFromBuild(outDir: string, baseUrl: string): Promise<PageWithExamples[]> {
  const files = await listHtmlFiles(outDir);
  const pages: PageWithExamples[] = [];
  for (const file of files) {
    const relative = path.relative(outDir, file);
    if (relative === '404.html') {
      continue;
    }
    const page = extractPageFromHtml(await fs.readFile(file, 'utf8'), routeOfHtmlFile(relative, baseUrl));
    if (page) {
      pages.push(page);
    }
  }
  // One route can be written twice (with and without trailing slash); keep the first.
  const unique = new Map<string, PageWithExamples>();
  for (const page of pages) {
    if (!unique.has(page.path)) {
      unique.set(page.path, page);
    }
  }
  return [...unique.values()].sort((a, b) => a.path.localeCompare(b.path));
}
