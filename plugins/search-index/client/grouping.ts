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
 * - each led by a page entry: the page's best hit, shown as the page's title
 *   (with the section's text beneath it when that hit is a section, and
 *   leading there, so that the first result still goes to the best match);
 *   then up to `SECTIONS_PER_PAGE` further sections, which DocSearch draws as
 *   the page's children (tree lines, same list, same keyboard and screen
 *   reader handling as any hit);
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
/**
 * Hits the modal asks for: enough for five pages and more even when the first
 * pages have many sections (on relevance.json and the tuning half of the
 * questions, 20 hits held fewer than five pages once, 30 never), and no more
 * than the engine works out word proximity for (PROXIMITY_CANDIDATES in
 * ranking.ts), beyond which each query costs more.
 */
export const MODAL_HITS = 30;

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
  _highlightResult?: {hierarchy?: Partial<Record<'lvl0' | 'lvl1', Highlighted>>; content?: Highlighted};
  _snippetResult?: {hierarchy?: Partial<Record<'lvl0' | 'lvl1', Highlighted>>; content?: Highlighted};
}

const LOWER_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** What a section hit shows as its text: its heading, or the words of a text block. */
function sectionText(hit: ModalHit): {text: string | null; highlight?: Highlighted; snippet?: Highlighted} {
  if (hit.type === 'content') {
    return {text: hit.content ?? null, highlight: hit._highlightResult?.content, snippet: hit._snippetResult?.content};
  }
  const level = hit.type as keyof ModalHit['hierarchy'];
  return {
    text: (hit.hierarchy as Record<string, string | null | undefined>)[level] ?? null,
    highlight: hit._highlightResult?.hierarchy?.[level as 'lvl1'],
    snippet: hit._snippetResult?.hierarchy?.[level as 'lvl1'],
  };
}

/**
 * The entry of a page whose best hit is one of its sections: the page's title
 * with that section's text beneath it, leading where the section is, so that
 * choosing the first result still goes to the best match.
 */
function pageEntry(best: ModalHit): ModalHit {
  const hierarchy: ModalHit['hierarchy'] & Record<string, string | null | undefined> = {...best.hierarchy};
  for (const level of LOWER_LEVELS) {
    hierarchy[level] = null;
  }
  const section = sectionText(best);
  const titles = (result: ModalHit['_highlightResult']) => ({
    lvl0: result?.hierarchy?.lvl0,
    lvl1: result?.hierarchy?.lvl1,
  });
  return {
    ...best,
    objectID: `${best.objectID}#page`,
    type: 'lvl1',
    content: section.text,
    hierarchy,
    _highlightResult: {
      hierarchy: titles(best._highlightResult),
      ...(section.highlight && {content: section.highlight}),
    },
    _snippetResult: {hierarchy: titles(best._snippetResult), ...(section.snippet && {content: section.snippet})},
  };
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
  const pages = new Map<string, {entry: T; sections: T[]}>();
  for (const hit of hits) {
    const page = pages.get(hit.url_without_anchor);
    if (!page) {
      if (pages.size < MODAL_PAGES) {
        // The page's best hit leads it: its title record as it is, a section as a page entry.
        const isTitle = hit.type === 'lvl1' && !hit.anchor;
        pages.set(hit.url_without_anchor, {entry: isTitle ? hit : (pageEntry(hit) as T), sections: []});
      }
    } else if (page.sections.length < SECTIONS_PER_PAGE && !(hit.type === 'lvl1' && !hit.anchor)) {
      // The page's title record after a better section adds nothing the entry does not show.
      page.sections.push(hit);
    }
  }

  const runsSeen = new Map<string, number>();
  let previousCategory: string | null = null;
  let heading = '';
  const listed: T[] = [];
  for (const {entry, sections} of pages.values()) {
    const category = entry.hierarchy.lvl0;
    if (category !== previousCategory) {
      const runs = runsSeen.get(category) ?? 0;
      runsSeen.set(category, runs + 1);
      heading = category + RUN_SEPARATOR.repeat(runs);
      previousCategory = category;
    }
    listed.push(withHeading(entry, heading));
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
