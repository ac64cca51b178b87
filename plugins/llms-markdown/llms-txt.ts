import type {DocsPage} from '../../lib/docs-pages';

/** A docs page with its Markdown version. */
export interface MarkdownPage extends DocsPage {
  markdown: string;
}

export interface SiteSummary {
  title: string;
  tagline: string;
  /** Absolute URL of the site root, ending with a slash. */
  siteUrl: string;
  /** A sentence or two on what the documentation covers. */
  summary: string;
}

/** Absolute URL of a page's Markdown version: its route plus `.md`. */
export function markdownUrl(siteUrl: string, permalink: string): string {
  return `${new URL(siteUrl).origin}${permalink.replace(/\/$/, '')}.md`;
}

/**
 * The line after a page's title in its Markdown file that points an assistant to the index of
 * every page (the llms.txt directive of the Agent-Friendly Documentation Spec). llms-full.txt
 * holds the pages without it: there the index is the file's own header.
 */
export function withIndexDirective(markdown: string, siteUrl: string): string {
  const directive = `> The index of every page of these docs, each as Markdown: [llms.txt](${siteUrl}llms.txt)`;
  const [title, ...rest] = markdown.split('\n');
  if (!title?.startsWith('# ')) {
    throw new Error(`A page's Markdown starts with its title, not "${title}"`);
  }
  return [title, '', directive, ...rest].join('\n');
}

/** Sections in the order their first page appears. */
function bySection(pages: readonly MarkdownPage[]): Map<string, MarkdownPage[]> {
  const sections = new Map<string, MarkdownPage[]>();
  for (const page of pages) {
    sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  }
  return sections;
}

/** The index for assistants (https://llmstxt.org): every page as a link to its Markdown, grouped by section. */
export function renderLlmsTxt(site: SiteSummary, pages: readonly MarkdownPage[]): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    site.summary,
    `The whole documentation in one file: ${site.siteUrl}llms-full.txt`,
  ];
  for (const [section, sectionPages] of bySection(pages)) {
    lines.push('', `## ${section}`, '');
    for (const page of sectionPages) {
      const description = page.description ? `: ${page.description.replace(/\s+/g, ' ').trim()}` : '';
      lines.push(`- [${page.title}](${markdownUrl(site.siteUrl, page.permalink)})${description}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The whole documentation in sidebar order, each page introduced by its URL. */
export function renderLlmsFullTxt(site: SiteSummary, pages: readonly MarkdownPage[]): string {
  const origin = new URL(site.siteUrl).origin;
  const header = `# ${site.title}\n\n> ${site.tagline}\n\n${site.summary}\n`;
  return [header, ...pages.map((page) => `Source: ${origin}${page.permalink}\n\n${page.markdown}`)].join('\n---\n\n');
}
