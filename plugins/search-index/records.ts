/**
 * The shape of the search data, shared by the build (which extracts pages), the
 * browser client (which indexes them) and the upload script (which pushes them
 * to a hosted index). Nothing here may depend on Node or on the DOM: this file is
 * bundled into the browser client.
 */

/** One block of a page, in reading order. */
export type PageBlock =
  /** A section heading: level 2 or 3, its text and the id it can be linked by. */
  | {kind: 'heading'; level: 2 | 3; text: string; anchor: string}
  /** Running text: a paragraph, a list item or a table row. */
  | {kind: 'text'; text: string};

/** What the search knows about one page of the site. */
export interface ExtractedPage {
  /** Path of the page from the origin, base URL included, without a trailing hash. */
  path: string;
  /** Locale of the page (`docsearch:language`). */
  language: string;
  /** Docusaurus search tag: `default` or `docs-<plugin>-<version>`. */
  docusaurusTag: string;
  /**
   * Sidebar categories leading to the page, outermost first. The first one is the
   * group the page is listed under in the search modal.
   */
  categories: string[];
  /** Page title (its h1). */
  title: string;
  blocks: PageBlock[];
  /**
   * Identifiers used in the source of the live examples the page shows, space
   * separated: searchable, so that an API name finds the examples using it.
   */
  code?: string;
  /** The page's summary (its `description` front matter, the meta description). */
  description?: string;
  /**
   * What readers type when this page is the answer, in their words rather than
   * the page's (its `keywords` front matter): searchable, never shown.
   */
  keywords?: string[];
  /** What readers type when a section is the answer, by its heading's anchor (its `sectionKeywords` front matter): searchable, never shown. */
  sectionKeywords?: Record<string, string[]>;
  /** Importance of the page next to others that match as well (DocSearch's `weight.pageRank`). */
  pageRank?: number;
  /** A rank of its own for a section (its records' `weight.pageRank`), by its heading's anchor. */
  sectionRanks?: Record<string, number>;
  /** Set on the pages that are one UI kit's page of a kind found for each kit: see `withKitFamilies`. */
  kit?: KitOfPage;
}

/** The UI kit a page is about, among the pages that say the same for each kit. */
export interface KitOfPage {
  name: string;
  /** Shared by each kit's page of one kind: its path with the kit's segment as `*` (`/docs/api/ui/*\/select`). */
  family: string;
  /** Words, lower case, a reader types to mean the kit (`material`, `mat`). */
  words: readonly string[];
}

/**
 * Gives the pages under a path (base URL excluded) a page rank; the first matching rule wins. A rule
 * with an `anchor` ranks only that section of the pages under its path, and leaves the page's rank
 * to the other rules.
 */
export interface PageRankRule {
  pathPrefix: string;
  anchor?: string;
  pageRank: number;
}

export function rankPages(
  pages: readonly ExtractedPage[],
  rules: readonly PageRankRule[],
  baseUrl: string,
): ExtractedPage[] {
  return pages.map((page) => {
    const under = rules.filter(({pathPrefix}) => page.path.startsWith(`${baseUrl}${pathPrefix.replace(/^\//, '')}`));
    const rule = under.find(({anchor}) => anchor === undefined);
    const anchors = new Set(page.blocks.flatMap((block) => (block.kind === 'heading' ? [block.anchor] : [])));
    const sectionRanks = Object.fromEntries(
      under
        .filter(({anchor}) => anchor !== undefined && anchors.has(anchor))
        .reverse()
        .map(({anchor, pageRank}) => [anchor!, pageRank]),
    );
    return {
      ...page,
      ...(rule && {pageRank: rule.pageRank}),
      ...(Object.keys(sectionRanks).length > 0 && {sectionRanks}),
    };
  });
}

/**
 * Gives each page that is one kit's page of a kind its `kit`: under one of `pathPrefixes` (base URL
 * excluded), a page whose next path segment is a kit's name belongs to the family named by its path
 * with that segment replaced by `*`. Other pages get none.
 */
export function withKitFamilies(
  pages: readonly ExtractedPage[],
  pathPrefixes: readonly string[],
  kits: readonly {name: string; searchWords: readonly string[]}[],
  baseUrl: string,
): ExtractedPage[] {
  const byName = new Map(kits.map((kit) => [kit.name, kit]));
  return pages.map((page) => {
    for (const prefix of pathPrefixes) {
      const under = `${baseUrl}${prefix.replace(/^\//, '')}`;
      if (!page.path.startsWith(under)) {
        continue;
      }
      const [name, ...rest] = page.path.slice(under.length).replace(/\/$/, '').split('/');
      const kit = name === undefined ? undefined : byName.get(name);
      if (kit) {
        return {...page, kit: {name: kit.name, family: [`${under}*`, ...rest].join('/'), words: kit.searchWords}};
      }
    }
    return page;
  });
}

/** The content-hashed file the embedded index ships as. */
export interface EmbeddedIndexFile {
  format: typeof EMBEDDED_INDEX_FORMAT;
  pages: ExtractedPage[];
}

/** Small unhashed file that names the current hashed index file. */
export interface EmbeddedIndexManifest {
  format: typeof EMBEDDED_INDEX_FORMAT;
  /** Index file name, relative to the manifest. */
  file: string;
  pages: number;
  records: number;
}

export const EMBEDDED_INDEX_FORMAT = 1;

/** Where the embedded index lives under the site's base URL. */
export const EMBEDDED_INDEX_DIR = 'search-index';
export const EMBEDDED_INDEX_MANIFEST = 'manifest.json';

/** Group name for pages that sit in no sidebar category (blog posts, top-level pages). */
export const UNCATEGORIZED_GROUP = 'Documentation';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export interface DocSearchHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: null;
  lvl5: null;
  lvl6: null;
}

/**
 * A record as the DocSearch crawler writes it for a Docusaurus site: the modal
 * and the results page read exactly these attributes.
 */
export interface DocSearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: DocSearchHierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** Categories below lvl0; searchable so that "material datepicker" finds Material › Datepicker. */
  categories: string[];
  /** On the page's title record only: identifiers of the page's example code (see `ExtractedPage.code`). */
  code: string | null;
  /** On the page's title record only: the page's description (see `ExtractedPage.description`). */
  description: string | null;
  /**
   * On heading records only, comma separated: on the page's title record the page's search keywords,
   * on a section's heading record the section's (see `ExtractedPage.keywords` and `sectionKeywords`).
   */
  keywords: string | null;
  /** The UI kit the page is about, among the pages that say the same for each kit (see `ExtractedPage.kit`). */
  kit: KitOfPage | null;
  weight: {pageRank: number; level: number; position: number};
}

/** Facet attributes of the records; contextual search filters on both. */
export const FACET_ATTRIBUTES = ['language', 'docusaurus_tag'] as const;

const LEVEL_WEIGHT: Record<RecordType, number> = {lvl1: 100, lvl2: 90, lvl3: 80, content: 0};

/** The search keywords a record carries: the page's on its title record, a section's on its heading record. */
function keywordsOfRecord(page: ExtractedPage, type: RecordType, anchor: string | null): string | null {
  const keywords =
    type === 'lvl1' ? page.keywords : type !== 'content' && anchor ? page.sectionKeywords?.[anchor] : undefined;
  return keywords?.length ? keywords.join(', ') : null;
}

/**
 * Expands a page into DocSearch records: one per heading and one per text block,
 * each carrying the headings above it. `origin` makes the URLs absolute, which
 * the theme's URL processor requires.
 */
export function pageToRecords(page: ExtractedPage, origin: string): DocSearchRecord[] {
  const pageUrl = new URL(page.path, origin).href;
  const lvl0 = page.categories[0] ?? UNCATEGORIZED_GROUP;
  const categories = page.categories.slice(1);
  const records: DocSearchRecord[] = [];
  let lvl2: string | null = null;
  let lvl3: string | null = null;
  let anchor: string | null = null;

  const push = (type: RecordType, content: string | null) => {
    const position = records.length;
    records.push({
      objectID: `${page.path}#${position}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy: {lvl0, lvl1: page.title, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
      content,
      language: page.language,
      docusaurus_tag: page.docusaurusTag,
      categories,
      code: type === 'lvl1' ? (page.code ?? null) : null,
      description: type === 'lvl1' ? (page.description ?? null) : null,
      keywords: keywordsOfRecord(page, type, anchor),
      kit: page.kit ?? null,
      weight: {
        pageRank: (anchor === null ? undefined : page.sectionRanks?.[anchor]) ?? page.pageRank ?? 0,
        level: LEVEL_WEIGHT[type],
        position,
      },
    });
  };

  push('lvl1', null);
  for (const block of page.blocks) {
    if (block.kind === 'heading') {
      anchor = block.anchor;
      if (block.level === 2) {
        lvl2 = block.text;
        lvl3 = null;
        push('lvl2', null);
      } else {
        lvl3 = block.text;
        push('lvl3', null);
      }
    } else {
      push('content', block.text);
    }
  }
  return records;
}

export function pagesToRecords(pages: readonly ExtractedPage[], origin: string): DocSearchRecord[] {
  return pages.flatMap((page) => pageToRecords(page, origin));
}
