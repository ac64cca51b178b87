/**
 * How the search modal lists results: one entry per page, its best sections
 * beneath it, pages in the order of their best section, whatever their
 * category. DocSearch itself groups hits by category (lvl0), keeps five a
 * group, and shows a page entry only when the page's own title record is among
 * the hits, so a page could crowd out others, a page of the second category
 * came after every page of the first, and answers the engine ranked among the
 * first five pages were cut. The patched modal (../patch-docsearch.ts) passes
 * its hits through `groupHitsByPage` and keeps what it returns:
 *
 * - pages in order of first appearance, at most `MODAL_PAGES`;
 * - each led by a page entry (the page's title record, or one made from its
 *   best hit) with up to `SECTIONS_PER_PAGE` sections after it, which
 *   DocSearch draws as the page's children (tree lines, same list, same
 *   keyboard and screen reader handling as any hit);
 * - the category shown as the heading of each run of consecutive pages that
 *   share it. DocSearch groups by that heading's text, so a category that comes
 *   back after another gets invisible zero-width spaces appended, which keeps
 *   its runs apart without changing what is shown or read out.
 *
 * Shared by the browser (in the lazily loaded modal chunk) and by the tests and
 * benchmark that model the modal.
 */

/** Pages the modal lists at most: more than the five the targets count. */
export const MODAL_PAGES = 8;
/** Sections listed under a page entry at most. */
export const SECTIONS_PER_PAGE = 3;
/** Hits the modal asks for: enough for `MODAL_PAGES` pages even when the first pages have many sections. */
export const MODAL_HITS = 40;

/** Keeps runs of one category apart in DocSearch's grouping; invisible and not read out. */
export const RUN_SEPARATOR = '\u200b';

interface Highlighted {
  value: string;
}

/** The members of a DocSearch hit this module reads or writes. */
export interface ModalHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor?: string | null;
  type: string;
  content?: string | null;
  hierarchy: {lvl0: string; lvl1?: string | null};
  _highlightResult?: {hierarchy?: Partial<Record<'lvl0' | 'lvl1', Highlighted>>};
  _snippetResult?: {hierarchy?: Partial<Record<'lvl0' | 'lvl1', Highlighted>>};
}

const LOWER_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The title levels of a hit's highlight or snippet, the lower levels left out. */
function titleLevels(result: ModalHit['_highlightResult']): ModalHit['_highlightResult'] {
  const hierarchy = result?.hierarchy;
  return hierarchy && {hierarchy: {lvl0: hierarchy['lvl0'], lvl1: hierarchy['lvl1']}};
}

/** A page entry made from the page's best hit: the page's title, linking to the top of the page. */
function pageEntry(hit: ModalHit): ModalHit {
  const hierarchy: ModalHit['hierarchy'] & Record<string, string | null | undefined> = {...hit.hierarchy};
  for (const level of LOWER_LEVELS) {
    hierarchy[level] = null;
  }
  const entry: ModalHit = {
    ...hit,
    objectID: `${hit.url_without_anchor}#page`,
    url: hit.url.replace(/#.*$/, ''),
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy,
  };
  const highlight = titleLevels(hit._highlightResult);
  const snippet = titleLevels(hit._snippetResult);
  if (highlight) {
    entry._highlightResult = highlight;
  } else {
    delete entry._highlightResult;
  }
  if (snippet) {
    entry._snippetResult = snippet;
  } else {
    delete entry._snippetResult;
  }
  return entry;
}

/** `hit` under the heading `lvl0`, in DocSearch's raw and highlighted hierarchy alike. */
function withHeading<T extends ModalHit>(hit: T, lvl0: string): T {
  if (hit.hierarchy.lvl0 === lvl0) {
    return hit;
  }
  const grouped: T = {...hit, hierarchy: {...hit.hierarchy, lvl0}};
  for (const key of ['_highlightResult', '_snippetResult'] as const) {
    const result = hit[key];
    const current = result?.hierarchy?.['lvl0'];
    if (result && current) {
      grouped[key] = {
        ...result,
        hierarchy: {
          ...result.hierarchy,
          lvl0: {...current, value: current.value + lvl0.slice(hit.hierarchy.lvl0.length)},
        },
      };
    }
  }
  return grouped;
}

/** The hits as the modal lists them (see the module comment). */
export function groupHitsByPage<T extends ModalHit>(hits: readonly T[]): T[] {
  const pages = new Map<string, {entry: T | null; sections: T[]; first: T}>();
  for (const hit of hits) {
    let page = pages.get(hit.url_without_anchor);
    if (!page) {
      if (pages.size === MODAL_PAGES) {
        continue;
      }
      page = {entry: null, sections: [], first: hit};
      pages.set(hit.url_without_anchor, page);
    }
    if (hit.type === 'lvl1' && !hit.anchor && page.entry === null) {
      page.entry = hit;
    } else if (page.sections.length < SECTIONS_PER_PAGE) {
      page.sections.push(hit);
    }
  }

  const runsSeen = new Map<string, number>();
  let previousCategory: string | null = null;
  let heading = '';
  const listed: T[] = [];
  for (const {entry, sections, first} of pages.values()) {
    const category = first.hierarchy.lvl0;
    if (category !== previousCategory) {
      const runs = runsSeen.get(category) ?? 0;
      runsSeen.set(category, runs + 1);
      heading = category + RUN_SEPARATOR.repeat(runs);
      previousCategory = category;
    }
    listed.push(withHeading(entry ?? (pageEntry(first) as T), heading));
    for (const section of sections) {
      listed.push(withHeading(section, heading));
    }
  }
  return listed;
}

/** Distinct pages of the hits in the order the modal lists them. */
export function pagesInModalOrder(hits: ReadonlyArray<{url_without_anchor: string}>): string[] {
  return [...new Set(hits.map((hit) => hit.url_without_anchor))].slice(0, MODAL_PAGES);
}
