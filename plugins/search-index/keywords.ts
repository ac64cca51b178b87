import {promises as fs} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {ParseFrontMatter} from '@docusaurus/types';
import {docsRoute} from '../../lib/page-routes';
import type {ExtractedPage} from './records';

/**
 * A docs page's `keywords` front matter lists what readers type when the page is
 * the answer, in their words rather than the page's. Only search reads them:
 * `withoutSearchKeywords` keeps them out of the front matter Docusaurus sees, so
 * they reach neither the page's JavaScript (its metadata and its MDX module
 * would each carry the list) nor a `<meta name="keywords">`, which search
 * engines ignore. The index reads them from the sources instead.
 */
const KEYWORDS_KEY = 'keywords';

/** Wraps the site's front matter parser so that Docusaurus never sees the search keywords. */
export function withoutSearchKeywords(parse?: ParseFrontMatter): ParseFrontMatter {
  return async (params) => {
    const result = await (parse ?? params.defaultParseFrontMatter)(params);
    const {[KEYWORDS_KEY]: _keywords, ...frontMatter} = result.frontMatter;
    return {...result, frontMatter};
  };
}

/** The keywords of one Markdown source; a malformed list is an error naming the file. */
export function keywordsOf(filePath: string, frontMatter: Record<string, unknown>): string[] | undefined {
  const keywords = frontMatter[KEYWORDS_KEY];
  if (keywords === undefined) {
    return undefined;
  }
  if (!Array.isArray(keywords) || keywords.some((keyword) => typeof keyword !== 'string')) {
    throw new Error(`${filePath}: front matter "${KEYWORDS_KEY}" must be a list of phrases (strings).`);
  }
  return keywords.map((keyword: string) => keyword.trim()).filter(Boolean);
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
export async function keywordsOfSources(sources: readonly KeywordsSource[]): Promise<Map<string, string[]>> {
  const byPath = new Map<string, string[]>();
  for (const {permalink, file} of sources) {
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: file,
      fileContent: await fs.readFile(file, 'utf8'),
    });
    const keywords = keywordsOf(file, frontMatter);
    if (keywords?.length && frontMatter.draft !== true && frontMatter.unlisted !== true) {
      byPath.set(permalink.replace(/\/$/, ''), keywords);
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
 * The pages with their keywords. Keywords whose page search did not extract are an
 * error: a page moved without its route being known here would silently lose them.
 */
export function attachKeywords<T extends ExtractedPage>(
  pages: readonly T[],
  byPath: ReadonlyMap<string, string[]>,
): T[] {
  const pagePath = (page: ExtractedPage) => page.path.replace(/\/$/, '');
  const known = new Set(pages.map(pagePath));
  const lost = [...byPath.keys()].filter((keywordsPath) => !known.has(keywordsPath));
  if (lost.length > 0) {
    throw new Error(`Search keywords for pages the index does not hold: ${lost.join(', ')}.`);
  }
  return pages.map((page) => {
    const keywords = byPath.get(pagePath(page));
    return keywords ? {...page, keywords} : page;
  });
}
