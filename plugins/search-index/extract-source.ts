import {promises as fs} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {LIVE_EXAMPLE_TAG, type PageWithExamples} from './example-code';
import {normalizeText} from './extract-html';
import type {PageBlock} from './records';

/**
 * The dev server renders pages in the browser only, so there is no HTML to read.
 * There the index is made from the MDX sources of the docs instead: the same
 * blocks, found by reading the Markdown line by line. The production build
 * always reads the rendered HTML (see extract-html.ts).
 */

/** Inline Markdown and JSX reduced to the words a reader sees. */
export function plainInline(markdown: string): string {
  const linked = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1');
  // A code span is text as written: a tag in one (`<formly-form>`) is shown on the page, and is in
  // the heading's anchor. Split on code spans, the odd parts are their contents.
  return normalizeText(
    linked
      .split(/`([^`]*)`/)
      .map((part, index) =>
        index % 2 === 1
          ? part
          : part
              // Tags, but not an escaped \< that the page shows as text.
              .replace(/(?<!\\)<[^>]+>/g, ' ')
              .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
              .replace(/(\*\*|__)(.+?)\1/g, '$2')
              .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2')
              .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1'),
      )
      .join(''),
  );
}

const FENCE = /^\s*(```|~~~)/;
// An explicit id is written `{#id}` or, the form MDX also parses, as a comment `{/* #id */}`.
const HEADING = /^(#{1,6})\s+(.*?)(?:\s*\{(?:#([\w-]+)|\/\*\s*#([\w-]+)\s*\*\/)\})?\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}/;
const ADMONITION = /^\s*:::/;
const MODULE_LINE = /^(import|export)\s/;

/** Splits an MDX document into the blocks the rendered page would have. */
export function blocksFromMarkdown(source: string): PageBlock[] {
  const slugger = createSlugger();
  const lines = source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  const blocks: PageBlock[] = [];
  let paragraph: string[] = [];
  let listItem: string[] | null = null;
  let inFence = false;
  let inModule = false;
  let tableHeaderSeen = false;

  const flush = () => {
    for (const part of [paragraph.join(' '), listItem?.join(' ') ?? '']) {
      const text = plainInline(part);
      if (text) {
        blocks.push({kind: 'text', text});
      }
    }
    paragraph = [];
    listItem = null;
  };

  for (const line of lines) {
    if (FENCE.test(line)) {
      flush();
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      continue;
    }
    if (inModule || MODULE_LINE.test(line)) {
      // An import or export statement runs until the next blank line.
      inModule = line.trim() !== '';
      continue;
    }
    if (line.trim() === '' || ADMONITION.test(line)) {
      flush();
      tableHeaderSeen = false;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      const text = plainInline(heading[2]!);
      if (level === 2 || level === 3) {
        blocks.push({kind: 'heading', level, text, anchor: heading[3] ?? heading[4] ?? slugger.slug(text)});
      } else if (level > 3 && text) {
        blocks.push({kind: 'text', text});
      }
      continue;
    }
    const row = TABLE_ROW.exec(line);
    if (row) {
      flush();
      if (TABLE_SEPARATOR.test(line)) {
        continue;
      }
      if (!tableHeaderSeen) {
        tableHeaderSeen = true;
        continue;
      }
      const text = row[1]!
        .split('|')
        .map((cell) => plainInline(cell))
        .filter(Boolean)
        .join(' — ');
      if (text) {
        blocks.push({kind: 'text', text});
      }
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      listItem = [item[1]!];
      continue;
    }
    if (/^\s*<[^>]*\/>\s*$/.test(line)) {
      // A self-closing component such as a live example: no prose.
      flush();
      continue;
    }
    if (listItem && /^\s+/.test(line)) {
      listItem.push(line.trim());
    } else {
      if (listItem) {
        flush();
      }
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** The parts of the docs plugin's loaded content that the dev index needs. */
export interface DocsSource {
  title: string;
  permalink: string;
  /** Absolute path of the MDX file. */
  file: string;
  docusaurusTag: string;
  categories: string[];
  description?: string;
}

export async function extractPagesFromSources(
  sources: readonly DocsSource[],
  language: string,
): Promise<PageWithExamples[]> {
  const pages = await Promise.all(
    sources.map(async (source): Promise<PageWithExamples> => {
      const markdown = await fs.readFile(source.file, 'utf8');
      const examples = [...new Set([...markdown.matchAll(LIVE_EXAMPLE_TAG)].map((match) => match[1]!))];
      return {
        path: source.permalink,
        language,
        docusaurusTag: source.docusaurusTag,
        categories: source.categories,
        title: source.title,
        blocks: blocksFromMarkdown(markdown),
        ...(examples.length > 0 && {examples}),
        ...(source.description && {description: source.description}),
      };
    }),
  );
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Turns an `@site/…` source reference into a file path. */
export function resolveSiteSource(source: string, siteDir: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;
}
