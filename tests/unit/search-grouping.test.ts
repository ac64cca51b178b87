/**
 * How the search modal lists the engine's hits (plugins/search-index/client/grouping.ts):
 * one entry per page, its best sections beneath it, pages in the order of their best hit.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import {
  MODAL_PAGES,
  RUN_SEPARATOR,
  SECTIONS_PER_PAGE,
  groupHitsByPage,
  type ModalHit,
} from '../../plugins/search-index/client/grouping';

const ORIGIN = 'http://localhost';

/** A hit as the engine returns it: a section (with an anchor) or a page's title record. */
function hit(category: string, page: string, anchor: string | null, type = anchor ? 'lvl2' : 'lvl1'): ModalHit {
  const pageUrl = `${ORIGIN}${page}`;
  const title = page.split('/').pop()!;
  return {
    objectID: `${page}#${anchor ?? 'top'}`,
    url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
    url_without_anchor: pageUrl,
    anchor,
    type,
    content: null,
    hierarchy: {lvl0: category, lvl1: title, ...(anchor && {lvl2: anchor})},
    _highlightResult: {hierarchy: {lvl0: {value: category}, lvl1: {value: `<mark>${title}</mark>`}}},
    _snippetResult: {hierarchy: {lvl0: {value: category}, lvl1: {value: `<mark>${title}</mark>`}}},
  };
}

const listed = (hits: ModalHit[]) =>
  hits.map(
    (entry) => `${entry.hierarchy.lvl0.replaceAll(RUN_SEPARATOR, '+')} ${entry.type} ${entry.url.slice(ORIGIN.length)}`,
  );

test('pages are listed in the order of their best hit, whatever their category, each led by a page entry', () => {
  const result = groupHitsByPage([
    hit('Guide', '/docs/guide/expressions', 'hiding-fields'),
    hit('Examples', '/docs/examples/hide-fields', null),
    hit('Guide', '/docs/guide/expressions', 'form-state'),
    hit('Guide', '/docs/guide/validation', 'custom'),
    hit('Examples', '/docs/examples/hide-fields', 'details'),
  ]);
  assert.deepEqual(listed(result), [
    'Guide lvl1 /docs/guide/expressions',
    'Guide lvl2 /docs/guide/expressions#hiding-fields',
    'Guide lvl2 /docs/guide/expressions#form-state',
    'Examples lvl1 /docs/examples/hide-fields',
    'Examples lvl2 /docs/examples/hide-fields#details',
    // Guide again after Examples: a run of its own, kept apart by an invisible suffix.
    'Guide+ lvl1 /docs/guide/validation',
    'Guide+ lvl2 /docs/guide/validation#custom',
  ]);
  // What DocSearch groups by and shows as the heading: the highlighted lvl0, suffix included.
  assert.equal(result.at(-1)!._highlightResult!.hierarchy!.lvl0!.value, `Guide${RUN_SEPARATOR}`);
});

test("a page entry made from a section: the page's title, linking to the top of the page, no section text", () => {
  const section = {...hit('Guide', '/docs/guide/faq', 'read-only'), content: 'Set formState.readOnly.'};
  const [entry, child] = groupHitsByPage([section]);
  assert.equal(entry!.type, 'lvl1');
  assert.equal(entry!.url, `${ORIGIN}/docs/guide/faq`);
  assert.equal(entry!.anchor, null);
  assert.equal(entry!.content, null);
  assert.equal((entry!.hierarchy as Record<string, unknown>)['lvl2'], null);
  assert.equal(entry!._snippetResult!.hierarchy!.lvl1!.value, '<mark>faq</mark>');
  assert.notEqual(entry!.objectID, section.objectID);
  assert.equal(child, section);
});

test(`at most ${MODAL_PAGES} pages and ${SECTIONS_PER_PAGE} sections a page; the page's own entry does not count`, () => {
  const hits = [
    hit('Guide', '/docs/guide/a', 's1'),
    hit('Guide', '/docs/guide/a', 's2'),
    hit('Guide', '/docs/guide/a', null),
    hit('Guide', '/docs/guide/a', 's3'),
    hit('Guide', '/docs/guide/a', 's4'),
    ...Array.from({length: MODAL_PAGES + 2}, (_, index) => hit('API', `/docs/api/p${index}`, null)),
  ];
  const result = groupHitsByPage(hits);
  const pageA = result.filter((entry) => entry.url_without_anchor === `${ORIGIN}/docs/guide/a`);
  assert.deepEqual(listed(pageA), [
    'Guide lvl1 /docs/guide/a',
    'Guide lvl2 /docs/guide/a#s1',
    'Guide lvl2 /docs/guide/a#s2',
    'Guide lvl2 /docs/guide/a#s3',
  ]);
  assert.equal(new Set(result.map((entry) => entry.url_without_anchor)).size, MODAL_PAGES);
  assert.equal(pageA[0], hits[2], "the page's own title record leads it");
});
