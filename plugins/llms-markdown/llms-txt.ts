import type {DocsPage} from '../../lib/docs-pages';
import {isKitName, kits, type KitName} from '../../lib/kits';
import {markdownUrl} from './markdown-path';

/** A docs page with its Markdown version. */
export interface MarkdownPage extends DocsPage {
  markdown: string;
  /** An example page's: the kits its example runs in. */
  exampleKits?: string[];
}

export interface SiteSummary {
  title: string;
  tagline: string;
  /** Absolute URL of the site root, ending with a slash. */
  siteUrl: string;
  /** A sentence or two on what the documentation covers. */
  summary: string;
}

/**
 * A file at the site root that holds pages whole, for an assistant to load at once:
 * llms-full.txt, llms-small.txt and one llms-<kit>.txt per kit.
 */
export interface LlmsBundle<Page extends DocsPage = MarkdownPage> {
  file: string;
  /** What the file holds, completing "This file holds …"; llms.txt names the file with it. */
  holds: string;
  /** The pages given whole, in sidebar order. */
  pages: Page[];
  /** The pages given only as links to their Markdown, after the others. */
  linked: DocsPage[];
  /** The kit of an llms-<kit>.txt, whose pages are given in that kit's Markdown. */
  kit?: KitName;
}

/**
 * The line after a page's title in its Markdown file that points an assistant to the index of
 * every page (the llms.txt directive of the Agent-Friendly Documentation Spec). The files of
 * whole pages hold them without it: there the index is named in the file's own header.
 */
export function withIndexDirective(markdown: string, siteUrl: string): string {
  const directive = `> The index of every page of these docs, each as Markdown: [llms.txt](${siteUrl}llms.txt)`;
  const [title, ...rest] = markdown.split('\n');
  if (!title?.startsWith('# ')) {
    throw new Error(`A page's Markdown starts with its title, not "${title}"`);
  }
  return [title, '', directive, ...rest].join('\n');
}

/** A page's route below the site's base URL: `docs/ui/bootstrap`. */
function routeOf(page: DocsPage, siteUrl: string): string {
  return page.permalink.slice(new URL(siteUrl).pathname.length);
}

/**
 * The kit a page documents, read from its route: `/docs/ui/<kit>` and `/docs/api/ui/<kit>/…`
 * for every kit of the registry. Pages that every reader needs (the UI overview) have none.
 */
export function kitOfPage(page: DocsPage, siteUrl: string): KitName | undefined {
  const name = /^docs\/(?:api\/)?ui\/([^/]+)/.exec(routeOf(page, siteUrl))?.[1];
  return isKitName(name) ? name : undefined;
}

/**
 * Guides that llms-small.txt and the kit files link rather than give whole: upgrading from v6, working with
 * assistants, the error reference (read when an error shows), Signal Forms interop and building forms
 * from JSON Schema are looked up when needed, not read before writing a form, and giving them whole
 * would take the files over their budgets (tests/unit/llms-markdown.test.ts, tests/browser/llms.spec.ts).
 */
export const LINKED_GUIDES: readonly string[] = [
  'docs/guide/migration',
  'docs/guide/ai-assistants',
  'docs/guide/errors',
  'docs/guide/signal-forms',
  'docs/guide/json-schema',
];

/**
 * What llms-small.txt gives whole: the guides but LINKED_GUIDES, and the kit-independent UI pages
 * (the overview), what to read before writing a form. API and example pages are looked up, so
 * they are links.
 */
function isReadFirst(page: DocsPage, siteUrl: string): boolean {
  return (
    /^docs\/(?:guide|ui)\//.test(routeOf(page, siteUrl)) &&
    kitOfPage(page, siteUrl) === undefined &&
    !isLinkedGuide(page, siteUrl)
  );
}

function isLinkedGuide(page: DocsPage, siteUrl: string): boolean {
  return LINKED_GUIDES.includes(routeOf(page, siteUrl));
}

/**
 * The files of whole pages: every page; the guides and the UI overview with links to the rest,
 * for small context windows; and for each kit of the registry, every page but the other kits', with
 * LINKED_GUIDES as links.
 */
export function llmsBundles<Page extends DocsPage & Pick<MarkdownPage, 'exampleKits'>>(
  pages: readonly Page[],
  siteUrl: string,
): LlmsBundle<Page>[] {
  const readFirst = pages.filter((page) => isReadFirst(page, siteUrl));
  const readFirstSet = new Set(readFirst);
  return [
    {file: 'llms-full.txt', holds: 'every page of the documentation', pages: [...pages], linked: []},
    {
      file: 'llms-small.txt',
      holds:
        'the guides you read before writing a form and the UI overview whole, and every other page as a link, for small context windows',
      pages: readFirst,
      linked: pages.filter((page) => !readFirstSet.has(page)),
    },
    ...kits.map((kit): LlmsBundle<Page> => {
      const ofKit = pages.filter((page) => {
        const pageKit = kitOfPage(page, siteUrl);
        return (pageKit === undefined || pageKit === kit.name) && (page.exampleKits?.includes(kit.name) ?? true);
      });
      return {
        file: `llms-${kit.name}.txt`,
        holds: `the documentation for ${kit.label}, without the other kits' UI and API pages and examples, each example in its ${kit.label} version, with the guides you look up when needed (upgrading, assistants, errors, Signal Forms, JSON Schema) as links`,
        pages: ofKit.filter((page) => !isLinkedGuide(page, siteUrl)),
        linked: ofKit.filter((page) => isLinkedGuide(page, siteUrl)),
        kit: kit.name,
      };
    }),
  ];
}

/** Sections in the order their first page appears. */
function bySection(pages: readonly DocsPage[]): Map<string, DocsPage[]> {
  const sections = new Map<string, DocsPage[]>();
  for (const page of pages) {
    sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  }
  return sections;
}

/** Every page as a link to its Markdown, under a heading per section; with its description if asked. */
function pageIndex(siteUrl: string, pages: readonly DocsPage[], withDescriptions: boolean): string[] {
  const lines: string[] = [];
  for (const [section, sectionPages] of bySection(pages)) {
    lines.push('', `## ${section}`, '');
    for (const page of sectionPages) {
      const description =
        withDescriptions && page.description ? `: ${page.description.replace(/\s+/g, ' ').trim()}` : '';
      lines.push(`- [${page.title}](${markdownUrl(siteUrl, page.permalink)})${description}`);
    }
  }
  return lines;
}

/** The lines every file for assistants starts with: the site's title, tagline and summary. */
function siteHeader(site: SiteSummary): string[] {
  return [`# ${site.title}`, '', `> ${site.tagline}`, '', site.summary, ''];
}

/**
 * The index for assistants (https://llmstxt.org): the files of whole pages first, then every
 * page as a link to its Markdown, grouped by section.
 */
export function renderLlmsTxt(
  site: SiteSummary,
  pages: readonly MarkdownPage[],
  bundles: readonly Pick<LlmsBundle, 'file' | 'holds'>[],
): string {
  const lines = [
    ...siteHeader(site),
    'The documentation in one file, whole or in part:',
    '',
    ...bundles.map(({file, holds}) => `- [${file}](${site.siteUrl}${file}): ${holds}`),
    ...pageIndex(site.siteUrl, pages, true),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * A file of whole pages (llms-full.txt and its parts): each page introduced by its URL, in
 * sidebar order, then the pages it leaves out as links.
 */
export function renderLlmsBundle(site: SiteSummary, bundle: LlmsBundle): string {
  const origin = new URL(site.siteUrl).origin;
  const header = [
    ...siteHeader(site),
    `This file holds ${bundle.holds}. The index of every page and file: ${site.siteUrl}llms.txt`,
    '',
  ].join('\n');
  const linked =
    bundle.linked.length > 0
      ? [['# Other pages, as links to their Markdown', ...pageIndex(site.siteUrl, bundle.linked, false), ''].join('\n')]
      : [];
  const pages = bundle.kit ? withoutRepeatedCells(bundle.pages) : bundle.pages;
  return [header, ...pages.map((page) => `Source: ${origin}${page.permalink}\n\n${page.markdown}`), ...linked].join(
    '\n---\n\n',
  );
}

/**
 * A repeated table cell is replaced by a pointer only when the pointer is at least this many
 * characters shorter: a short cell says as much in its own words as a pointer would.
 */
export const REPEATED_CELL_MIN_SAVING = 30;

/** What stands in a kit file for a table cell given earlier, on the page titled `givenOn`. */
export function repeatedCellPointer(givenOn: string): string {
  return `Same row on "${givenOn}" above.`;
}

/**
 * A kit's API pages repeat the rows of the props they inherit (the core's `focus`, `readonly`, the
 * kit's form-field props), each with the same long description: in a kit's file, whose pages a
 * model reads in one go, a cell already given in the same row (the row of the same first cell, in
 * the same column) of an earlier table is replaced by a pointer to the page that gives it, which
 * keeps the file within its budget and loses no fact.
 */
export function withoutRepeatedCells<Page extends MarkdownPage>(pages: readonly Page[]): Page[] {
  const firstGivenOn = new Map<string, string>();
  return pages.map((page) => {
    const markdown = page.markdown
      .split('\n')
      .map((line) => {
        if (!line.startsWith('|')) {
          return line;
        }
        const cells = line.split(' | ');
        return cells
          .map((cell, column) => {
            const text = cell.replace(/^\| /, '').replace(/ \|$/, '');
            // Keyed by the row's first cell (the prop's name) and the column, so that "same row" is true.
            const key = `${cells[0]}\u0000${column}\u0000${text}`;
            const givenOn = firstGivenOn.get(key);
            if (givenOn === undefined) {
              firstGivenOn.set(key, page.title);
              return cell;
            }
            const pointer = repeatedCellPointer(givenOn);
            return pointer.length + REPEATED_CELL_MIN_SAVING <= text.length ? cell.replace(text, pointer) : cell;
          })
          .join(' | ');
      })
      .join('\n');
    return markdown === page.markdown ? page : {...page, markdown};
  });
}
