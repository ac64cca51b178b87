import {promises as fs} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {ParseFrontMatter} from '@docusaurus/types';
import {docsRoute} from '../../lib/page-routes';
import type {ExtractedPage} from './records';

/**
 * A docs page's `keywords` front matter lists what readers type when the page is
 * the answer, in their words rather than the page's; its `sectionKeywords` maps a
 * heading's anchor to what they type when that section is. Only search reads
 * them: `withoutSearchKeywords` keeps them out of the front matter Docusaurus
 * sees, so they reach neither the page's JavaScript (its metadata and its MDX
 * module would each carry them) nor a `<meta name="keywords">`, which search
 * engines ignore. The index reads them from the sources instead.
 */
const KEYWORDS_KEY = 'keywords';
const SECTION_KEYWORDS_KEY = 'sectionKeywords';

/** Wraps the site's front matter parser so that Docusaurus never sees the search keywords. */
export function withoutSearchKeywords(parse?: ParseFrontMatter): ParseFrontMatter {
  return async (params) => {
    const result = await (parse ?? params.defaultParseFrontMatter)(params);
    const {[KEYWORDS_KEY]: _keywords, [SECTION_KEYWORDS_KEY]: _sectionKeywords, ...frontMatter} = result.frontMatter;
    return {...result, frontMatter};
  };
}

/** One list of phrases, trimmed; anything but a list of strings is an error naming the file and the list. */
function phrasesOf(filePath: string, name: string, value: unknown): string[] {
  if (!Array.isArray(value) || value.some((keyword) => typeof keyword !== 'string')) {
    throw new Error(`${filePath}: front matter "${name}" must be a list of phrases (strings).`);
  }
  return value.map((keyword: string) => keyword.trim()).filter(Boolean);
}

/** What one Markdown source gives the search: its page's keywords and its sections' keywords, by anchor. */
export interface SourceKeywords {
  /** The source file, named when its keywords do not fit the page built from it. */
  file: string;
  keywords?: string[];
  sections?: Record<string, string[]>;
}

/** The keywords of one Markdown source; a malformed list is an error naming the file. */
export function keywordsOf(filePath: string, frontMatter: Record<string, unknown>): SourceKeywords {
  const found: SourceKeywords = {file: filePath};
  if (frontMatter[KEYWORDS_KEY] !== undefined) {
    found.keywords = phrasesOf(filePath, KEYWORDS_KEY, frontMatter[KEYWORDS_KEY]);
  }
  const sections = frontMatter[SECTION_KEYWORDS_KEY];
  if (sections !== undefined) {
    if (sections === null || typeof sections !== 'object' || Array.isArray(sections)) {
      throw new Error(
        `${filePath}: front matter "${SECTION_KEYWORDS_KEY}" must map heading anchors to lists of phrases.`,
      );
    }
    found.sections = Object.fromEntries(
      Object.entries(sections).map(([anchor, phrases]) => [
        anchor,
        phrasesOf(filePath, `${SECTION_KEYWORDS_KEY}.${anchor}`, phrases),
      ]),
    );
  }
  return found;
}

/** A docs page's source file and the path it is served at. */
export interface KeywordsSource {
  permalink: string;
  file: string;
}

/**
 * The keywords of the given sources, by the page's path (without a trailing slash).
 * Drafts (never built) and unlisted pages (never searched) are left out.
 */
export async function keywordsOfSources(sources: readonly KeywordsSource[]): Promise<Map<string, SourceKeywords>> {
  const byPath = new Map<string, SourceKeywords>();
  for (const {permalink, file} of sources) {
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: file,
      fileContent: await fs.readFile(file, 'utf8'),
    });
    const found = keywordsOf(file, frontMatter);
    const hasAny = Boolean(found.keywords?.length) || Object.values(found.sections ?? {}).some((list) => list.length);
    if (hasAny && frontMatter.draft !== true && frontMatter.unlisted !== true) {
      byPath.set(permalink.replace(/\/$/, ''), found);
    }
  }
  return byPath;
}

/**
 * Every page of a docs folder as a source, for a script that has no Docusaurus to
 * ask (scripts/search-upload.ts): the routes Docusaurus gives files without a `slug`.
 */
export async function docsFolderSources(docsDir: string, baseUrl: string): Promise<KeywordsSource[]> {
  const files = await fs.readdir(docsDir, {recursive: true, encoding: 'utf8'}).catch((error: unknown) => {
    throw new Error(`Cannot read the docs folder ${docsDir} for the pages' search keywords: ${String(error)}`);
  });
  return files
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => ({
      permalink: `${baseUrl.replace(/\/$/, '')}${docsRoute(file.split(path.sep).join('/'))}`,
      file: path.join(docsDir, file),
    }));
}

/**
 * The pages with their keywords. Keywords whose page search did not extract, or
 * whose anchor is no heading of the page, are an error: a page moved or a heading
 * renamed without its keywords following would silently lose them.
 */
export function attachKeywords<T extends ExtractedPage>(
  pages: readonly T[],
  byPath: ReadonlyMap<string, SourceKeywords>,
): T[] {
  const pagePath = (page: ExtractedPage) => page.path.replace(/\/$/, '');
  const known = new Set(pages.map(pagePath));
  const lost = [...byPath.keys()].filter((keywordsPath) => !known.has(keywordsPath));
  if (lost.length > 0) {
    throw new Error(`Search keywords for pages the index does not hold: ${lost.join(', ')}.`);
  }
  return pages.map((page) => {
    const found = byPath.get(pagePath(page));
    if (!found) {
      return page;
    }
    const anchors = new Set(page.blocks.flatMap((block) => (block.kind === 'heading' ? [block.anchor] : [])));
    const unknown = Object.keys(found.sections ?? {}).filter((anchor) => !anchors.has(anchor));
    if (unknown.length > 0) {
      throw new Error(
        `${found.file}: "${SECTION_KEYWORDS_KEY}" names ${unknown.map((anchor) => `#${anchor}`).join(', ')}, ` +
          `not a heading of ${page.path} (its headings: ${[...anchors].map((anchor) => `#${anchor}`).join(', ') || 'none'}).`,
      );
    }
    const sections = Object.entries(found.sections ?? {}).filter(([, phrases]) => phrases.length > 0);
    return {
      ...page,
      ...(found.keywords?.length && {keywords: found.keywords}),
      ...(sections.length > 0 && {sectionKeywords: Object.fromEntries(sections)}),
    };
  });
}
