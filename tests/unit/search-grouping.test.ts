/**
 * How the search modal lists the engine's hits (plugins/search-index/client/grouping.ts):
 * one entry per page, its best sections beneath it, pages in the order of their best hit.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import {PROXIMITY_CANDIDATES} from '../../plugins/search-index/client/ranking';
import {
  MODAL_HITS,
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
    // The page's best hit, a section, leads it as the page's entry.
    'Guide lvl1 /docs/guide/expressions#hiding-fields',
    'Guide lvl2 /docs/guide/expressions#form-state',
    'Examples lvl1 /docs/examples/hide-fields',
    'Examples lvl2 /docs/examples/hide-fields#details',
    // Guide again after Examples: a run of its own, kept apart by an invisible suffix.
    'Guide+ lvl1 /docs/guide/validation#custom',
  ]);
  // What DocSearch groups by and shows as the heading: the highlighted lvl0, suffix included.
  assert.equal(result.at(-1)!._highlightResult!.hierarchy!.lvl0!.value, `Guide${RUN_SEPARATOR}`);
});

test("a page led by a section: the page's title with the section's text beneath it, linking to the section", () => {
  const section = hit('Guide', '/docs/guide/faq', 'read-only');
  const paragraph = {...hit('Guide', '/docs/guide/faq', 'read-only', 'content'), content: 'Set formState.readOnly.'};
  paragraph._snippetResult = {...paragraph._snippetResult, content: {value: 'Set <mark>formState</mark>.readOnly.'}};
  const [entry, child] = groupHitsByPage([section, paragraph]);
  assert.equal(entry!.type, 'lvl1');
  assert.equal(entry!.url, `${ORIGIN}/docs/guide/faq#read-only`);
  assert.equal(entry!.content, 'read-only', "the section's heading");
  assert.equal((entry!.hierarchy as Record<string, unknown>)['lvl2'], null);
  assert.equal(entry!._snippetResult!.hierarchy!.lvl1!.value, '<mark>faq</mark>');
  assert.notEqual(entry!.objectID, section.objectID);
  assert.equal(child, paragraph);

  const [fromText] = groupHitsByPage([paragraph]);
  assert.equal(fromText!.content, 'Set formState.readOnly.', "a text block's words");
  assert.equal(fromText!._snippetResult!.content!.value, 'Set <mark>formState</mark>.readOnly.');
});

test(`at most ${MODAL_PAGES} pages and ${SECTIONS_PER_PAGE} sections beneath a page's entry`, () => {
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
  // The title record, after a better section, is left out: the entry already stands for the page.
  assert.deepEqual(listed(pageA), [
    'Guide lvl1 /docs/guide/a#s1',
    'Guide lvl2 /docs/guide/a#s2',
    'Guide lvl2 /docs/guide/a#s3',
    'Guide lvl2 /docs/guide/a#s4',
  ]);
  assert.equal(new Set(result.map((entry) => entry.url_without_anchor)).size, MODAL_PAGES);
  const api = result.filter((entry) => entry.hierarchy.lvl0 === 'API');
  assert.equal(api[0], hits[5], 'a page whose title record is its best hit is led by that record as it is');
});

test('the modal asks for no more hits than the engine works out word proximity for', () => {
  assert.ok(MODAL_HITS <= PROXIMITY_CANDIDATES, `${MODAL_HITS} hits > ${PROXIMITY_CANDIDATES}`);
});
