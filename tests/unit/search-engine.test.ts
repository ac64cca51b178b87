import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {EmbeddedSearchIndex} from '../../plugins/search-index/client/engine';
import {compileFacetFilters} from '../../plugins/search-index/client/facets';
import type {SearchRequest} from '../../plugins/search-index/client/format';
import {pagesToRecords, rankPages, withKitFamilies, type ExtractedPage} from '../../plugins/search-index/records';
import {SynonymTable, correctSwap, queryGroups, splitRunTogether} from '../../plugins/search-index/client/text';
import {
  RANKING_WEIGHTS,
  groupIntoSections,
  indexSections,
  rankSections,
  type RankingWeights,
} from '../../plugins/search-index/client/ranking';

const pages = JSON.parse(readFileSync(path.join(__dirname, 'fixtures/search/pages.json'), 'utf8')) as ExtractedPage[];
const records = pagesToRecords(pages, 'https://docs.example');
const index = new EmbeddedSearchIndex(records);

/** The facet filters DocSearch sends with contextual search on an English v7 page. */
const CONTEXTUAL = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

function search(query: string, extra: Partial<SearchRequest> = {}) {
  return index.search({indexName: 'formly-docs', query, facetFilters: CONTEXTUAL, ...extra});
}

function paths(query: string, extra: Partial<SearchRequest> = {}): string[] {
  return search(query, extra).hits.map((hit) => new URL(hit.url).pathname);
}

test('contextual facet filters keep only the current locale and docs version', () => {
  const all = paths('validation', {facetFilters: undefined, hitsPerPage: 100});
  assert.ok(all.includes('/fr/docs/guide/validation'), 'without filters the French page matches');
  assert.ok(all.includes('/docs/6.x/guide/validation'), 'without filters the v6 page matches');

  const contextual = paths('validation', {hitsPerPage: 100});
  assert.ok(contextual.includes('/docs/guide/validation'));
  assert.ok(contextual.includes('/blog/welcome'), 'the "default" tag is part of the disjunction');
  assert.ok(!contextual.some((pathname) => pathname.startsWith('/fr/')), 'no other locale');
  assert.ok(!contextual.some((pathname) => pathname.includes('/6.x/')), 'no other docs version');
});

test('facet filters: inner lists are OR, outer list is AND, a leading minus negates', () => {
  const [validation] = records;
  assert.ok(validation);
  assert.equal(compileFacetFilters(['language:en'])(validation), true);
  assert.equal(compileFacetFilters(['language:fr'])(validation), false);
  assert.equal(compileFacetFilters([['language:fr', 'language:en']])(validation), true);
  assert.equal(compileFacetFilters(['language:en', 'docusaurus_tag:default'])(validation), false);
  assert.equal(compileFacetFilters(['docusaurus_tag:-docs-default-6.x'])(validation), true);
  assert.equal(compileFacetFilters('language:-en')(validation), false);
});

test('the page whose title matches ranks above pages that mention the word', () => {
  const [first] = search('validation').hits;
  assert.equal(first?.url, 'https://docs.example/docs/guide/validation');
  assert.equal(first?.type, 'lvl1');
});

test('prefix of the last word, typos and word forms still find the page', () => {
  assert.equal(paths('datepi')[0], '/docs/api/ui/material/datepicker', 'prefix of the word being typed');
  assert.equal(paths('valdation')[0], '/docs/guide/validation', 'one typo');
  assert.equal(paths('migrate v6')[0], '/docs/guide/migration', '"migrate" meets "Migrating"');
  assert.equal(paths('hide field when')[0], '/docs/guide/expression-properties', 'camelCase hideExpression');
  assert.equal(paths('material datepicker')[0], '/docs/api/ui/material/datepicker', 'sidebar category counts');
});

test('a word no page uses does not empty the results; only nonsense finds nothing', () => {
  const withUnknownWord = paths('validation zebracorn');
  assert.equal(withUnknownWord[0], '/docs/guide/validation', 'the other words still find their page');
  const response = search('qwxz zebracorn');
  assert.equal(response.nbHits, 0);
  assert.deepEqual(response.hits, []);
});

test('sections holding more of the query words rank above those holding fewer', () => {
  // "hide" and "address" both stand in the expression-properties section; the migration page has neither.
  const [first] = paths('hide shipping address templateOptions');
  assert.equal(first, '/docs/guide/expression-properties');
  assert.equal(paths('templateOptions')[0], '/docs/guide/migration', 'the other page when only its word is asked for');
});

test('question phrasing does not count against a page', () => {
  assert.deepEqual(paths('how can I hide a field?').slice(0, 1), paths('hide field').slice(0, 1));
  assert.equal(paths('why does the datepicker not work')[0], '/docs/api/ui/material/datepicker');
  assert.equal(search('how do I').nbHits, 0, 'a query of question words alone tells no page apart');
});

test('synonyms find the page that uses another word, and are highlighted', () => {
  const request = {
    indexName: 'formly-docs',
    query: 'overlay',
    facetFilters: CONTEXTUAL,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
  assert.equal(new EmbeddedSearchIndex(records, {synonyms: []}).search(request).nbHits, 0, 'no page says "overlay"');
  const withSynonyms = new EmbeddedSearchIndex(records, {synonyms: [['popup', 'overlay', 'pop up']]});
  const [hit] = withSynonyms.search(request).hits;
  assert.equal(
    hit?.url_without_anchor,
    'https://docs.example/docs/api/ui/material/datepicker',
    '"overlay" finds the page that says "popup"',
  );
  assert.match(hit._highlightResult.content?.value ?? hit._snippetResult.content?.value ?? '', /<mark>popup<\/mark>/);
  const [phrase] = withSynonyms.search({...request, query: 'pop up'}).hits;
  assert.equal(phrase?.url_without_anchor, hit.url_without_anchor, 'a phrase of the list counts as one word');
});

test('a synonym phrase is found in whatever order its words are typed', () => {
  const synonyms = new SynonymTable([['multicheckbox', 'checkbox list']]);
  const alternativesOf = (query: string) =>
    queryGroups(query, synonyms).map((group) =>
      group.alternatives.map((terms) => terms.map((term) => term.word).join(' ')),
    );
  assert.deepEqual(alternativesOf('checkbox list'), [['checkbox list', 'multicheckbox']]);
  assert.deepEqual(alternativesOf('list of checkboxes'), [['list checkboxes', 'multicheckbox', 'checkbox list']]);
  assert.deepEqual(alternativesOf('list checkbox values'), [
    ['list checkbox', 'multicheckbox', 'checkbox list'],
    ['values'],
  ]);
  // Words of a phrase apart from each other are two things asked for.
  assert.deepEqual(alternativesOf('list values checkbox'), [['list'], ['values'], ['checkbox']]);
});

test('example code is searchable but ranks below prose that explains the identifier', () => {
  const withCode: ExtractedPage[] = [
    ...pages,
    {
      path: '/docs/examples/async-check',
      language: 'en',
      docusaurusTag: 'docs-default-current',
      categories: ['Examples'],
      title: 'Checking a value on the server',
      blocks: [{kind: 'text', text: 'The form asks the server before it accepts a user name.'}],
      code: 'FormlyFieldConfig asyncValidators uniqueName HttpClient',
    },
  ];
  const own = new EmbeddedSearchIndex(pagesToRecords(withCode, 'https://docs.example'));
  const hits = own.search({indexName: 'formly-docs', query: 'asyncValidators', facetFilters: CONTEXTUAL}).hits;
  const found = hits.map((hit) => new URL(hit.url).pathname);
  assert.ok(found.includes('/docs/examples/async-check'), 'an identifier only in the code finds the example');
  assert.ok(
    found.indexOf('/docs/guide/validation') < found.indexOf('/docs/examples/async-check'),
    'the guide whose prose explains it comes first',
  );
  assert.ok(
    hits.every((hit) => !('code' in hit)),
    'the code words are searched, not sent back',
  );
});

test("a page's keywords and description find it in a reader's words; the keywords are never sent back", () => {
  const described: ExtractedPage = {
    path: '/docs/guide/steps',
    language: 'en',
    docusaurusTag: 'docs-default-current',
    categories: ['Guides'],
    title: 'Forms in steps',
    blocks: [{kind: 'text', text: 'Split the fields into groups and show one group at a time.'}],
    description: 'One group of fields per screen, with a progress bar.',
    keywords: ['onboarding flow', 'next button disabled'],
  };
  const own = new EmbeddedSearchIndex(pagesToRecords([...pages, described], 'https://docs.example'));
  const first = (query: string) =>
    new URL(own.search({indexName: 'formly-docs', query, facetFilters: CONTEXTUAL}).hits[0]?.url ?? 'https://x/none')
      .pathname;
  assert.equal(first('onboarding flow'), '/docs/guide/steps', 'a keyword phrase no text of the page holds');
  assert.equal(first('progress bar'), '/docs/guide/steps', 'words only in the description');
  const without = new EmbeddedSearchIndex(
    pagesToRecords([...pages, {...described, keywords: undefined, description: undefined}], 'https://docs.example'),
  );
  assert.equal(
    without.search({indexName: 'formly-docs', query: 'onboarding flow', facetFilters: CONTEXTUAL}).nbHits,
    0,
    'without them nothing on the page matches',
  );
  const hits = own.search({indexName: 'formly-docs', query: 'next button disabled', facetFilters: CONTEXTUAL}).hits;
  assert.ok(hits.length > 0 && hits.every((hit) => !('keywords' in hit)), 'keywords are searched, not shown');
});

test('a section longer than the pivot has its coverage divided by 1 + penalty × ln(words / pivot)', () => {
  const filler = Array.from({length: 120}, (_, row) => `Row ${row}: the control keeps its value.`);
  const page = (path: string, texts: string[]): ExtractedPage => ({
    path,
    language: 'en',
    docusaurusTag: 'docs-default-current',
    categories: ['Guides'],
    title: 'Notes',
    blocks: texts.map((text) => ({kind: 'text', text})),
  });
  const pagesWithLong = [
    page('/docs/ui/measured', [...filler.slice(0, 60), 'Focus the first textbox on load.', ...filler.slice(60)]),
    page('/docs/guide/focus', ['Focus the first textbox on load.']),
  ];
  const sections = groupIntoSections(pagesToRecords(pagesWithLong, 'https://docs.example'));
  const sectionIndex = indexSections(sections);
  const coverage = (weights: RankingWeights) =>
    new Map(
      rankSections(sectionIndex, sections, queryGroups('focus first textbox load'), () => true, weights).ranked.map(
        (entry) => [entry.section.records[0]!.url_without_anchor, entry.coverage],
      ),
    );
  const penalised = coverage(RANKING_WEIGHTS);
  const plain = coverage({...RANKING_WEIGHTS, lengthPenalty: 0});
  const longWords = filler.join(' ').split(' ').length + 6;
  assert.ok(longWords > RANKING_WEIGHTS.lengthPivot, `${longWords} words: over the pivot`);
  const long = 'https://docs.example/docs/ui/measured';
  const short = 'https://docs.example/docs/guide/focus';
  assert.ok(
    Math.abs(
      penalised.get(long)! -
        plain.get(long)! / (1 + RANKING_WEIGHTS.lengthPenalty * Math.log(longWords / RANKING_WEIGHTS.lengthPivot)),
    ) < 1e-9,
    'the long section pays for its length',
  );
  assert.equal(penalised.get(short), plain.get(short), 'a short section keeps its coverage');
});

test('a section holding a query word only as a lookalike ("ion" for "icon") earns typoCredit of its credit; a misspelt query word still finds its page', () => {
  const page = (path: string, text: string): ExtractedPage => ({
    path,
    language: 'en',
    docusaurusTag: 'docs-default-current',
    categories: ['Guides'],
    title: 'Notes',
    blocks: [{kind: 'text', text}],
  });
  const site = [
    page('/docs/ui/mobile', 'The ion label sits above the control.'),
    page('/docs/guide/wrappers', 'An icon beside the label opens a tooltip.'),
    page('/docs/guide/other', 'Nothing to see here.'),
  ];
  const sections = groupIntoSections(pagesToRecords(site, 'https://docs.example'));
  const sectionIndex = indexSections(sections);
  const credits = (query: string, weights: RankingWeights) =>
    new Map(
      rankSections(sectionIndex, sections, queryGroups(query), () => true, weights).ranked.map((entry) => [
        new URL(entry.section.records[0]!.url_without_anchor).pathname,
        entry.credits,
      ]),
    );
  const site_ = credits('icon label', RANKING_WEIGHTS);
  const plain = credits('icon label', {...RANKING_WEIGHTS, typoCredit: 1});
  assert.ok(RANKING_WEIGHTS.typoCredit < 1, "the site's search counts a lookalike for less");
  assert.equal(site_.get('/docs/ui/mobile')![0], plain.get('/docs/ui/mobile')![0]! * RANKING_WEIGHTS.typoCredit);
  assert.equal(site_.get('/docs/ui/mobile')![1], plain.get('/docs/ui/mobile')![1], 'the word it holds as written');
  assert.deepEqual(site_.get('/docs/guide/wrappers'), plain.get('/docs/guide/wrappers'), 'spelt right: full credit');
  // Typed as the last word, "ico" is a prefix of "icon", not a typo.
  assert.deepEqual(
    credits('label ico', RANKING_WEIGHTS).get('/docs/guide/wrappers'),
    credits('label ico', {...RANKING_WEIGHTS, typoCredit: 1}).get('/docs/guide/wrappers'),
  );
  // Misspelt in the query, the word still finds the page that holds it.
  const misspelt = rankSections(sectionIndex, sections, queryGroups('toltip'), () => true, RANKING_WEIGHTS).ranked;
  assert.equal(new URL(misspelt[0]!.section.records[0]!.url_without_anchor).pathname, '/docs/guide/wrappers');
});

test('hits carry the DocSearch hierarchy, URL with anchor and highlighted, escaped values', () => {
  const hit = search('required message', {highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits.find(
    (candidate) => candidate.type === 'content',
  );
  assert.ok(hit);
  assert.equal(hit.url, 'https://docs.example/docs/guide/validation#error-messages');
  assert.equal(hit.url_without_anchor, 'https://docs.example/docs/guide/validation');
  assert.equal(hit.anchor, 'error-messages');
  assert.deepEqual(hit.hierarchy, {
    lvl0: 'Guides',
    lvl1: 'Validation',
    lvl2: 'Error messages',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.deepEqual(Object.keys(hit._highlightResult.hierarchy), ['lvl0', 'lvl1', 'lvl2'], 'only levels that exist');
  assert.equal(hit._highlightResult.hierarchy.lvl2?.value, 'Error <mark>messages</mark>');
  assert.match(hit._highlightResult.content?.value ?? '', /a <mark>message<\/mark> for the <mark>required<\/mark>/);
  assert.equal(hit._highlightResult.content?.matchLevel, 'full');
});

test('record text is HTML-escaped in highlights and snippets', () => {
  const hit = search('characters', {highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits[0];
  assert.ok(hit);
  const value = hit._highlightResult.content?.value ?? '';
  assert.match(value, /&lt;<mark>characters<\/mark>&gt;/);
  assert.match(value, /&quot;Enter at least 3/);
  assert.doesNotMatch(value.replace(/<\/?mark>/g, ''), /[<>]/);
});

test('the last word is highlighted as far as it was typed', () => {
  const hit = search('datepi', {highlightPreTag: '<b>', highlightPostTag: '</b>'}).hits[0];
  assert.equal(hit?._highlightResult.hierarchy.lvl1?.value, '<b>Datepi</b>cker');
});

test('snippets cut long text around the first match with the ellipsis asked for', () => {
  const hit = search('server', {attributesToSnippet: ['content:4'], snippetEllipsisText: '…'}).hits[0];
  assert.ok(hit);
  assert.equal(
    hit._snippetResult.content?.value,
    '…a <span class="algolia-docsearch-suggestion--highlight">server</span> while the…',
    'DocSearch index settings give the default highlight tags',
  );
});

test('one hit per URL (distinct), pagination and hit counts', () => {
  const all = search('validators', {hitsPerPage: 100});
  const urls = all.hits.map((hit) => hit.url);
  assert.equal(new Set(urls).size, urls.length);
  assert.equal(all.nbHits, urls.length);

  const first = search('validators', {hitsPerPage: 1, page: 0});
  const second = search('validators', {hitsPerPage: 1, page: 1});
  assert.equal(first.nbPages, all.nbHits);
  assert.equal(first.hits.length, 1);
  assert.equal(second.page, 1);
  assert.notEqual(first.hits[0]?.url, second.hits[0]?.url);
  assert.equal(second.hits[0]?.url, all.hits[1]?.url);
});

test('facet counts answer the search page helper, also with hitsPerPage 0', () => {
  const response = search('validation', {
    facetFilters: undefined,
    facets: ['language', 'docusaurus_tag'],
    hitsPerPage: 0,
  });
  assert.deepEqual(response.hits, []);
  assert.ok(response.nbHits > 0);
  assert.equal(response.facets?.language?.fr, 1);
  assert.equal(response.facets?.docusaurus_tag?.['docs-default-6.x'], 1);
  assert.equal(response.exhaustiveFacetsCount, true);
});

test('page ranks: the first matching path rule applies, under the base URL', () => {
  const ranked = rankPages(
    [pages[0]!, pages[3]!].map((page) => ({...page, path: `/formly${page.path}`})),
    [
      {pathPrefix: '/docs/guide/', pageRank: 5},
      {pathPrefix: '/docs/', pageRank: 1},
    ],
    '/formly/',
  );
  assert.deepEqual(
    ranked.map((page) => page.pageRank),
    [5, 1],
  );
  assert.equal(pagesToRecords(ranked, 'https://docs.example')[0]?.weight.pageRank, 5);
});

test("page ranks: a rule with an anchor ranks that section's records only; the page keeps its path rule's rank", () => {
  const page: ExtractedPage = {
    path: '/formly/docs/ui/kit',
    language: 'en',
    docusaurusTag: 'docs-default-current',
    categories: [],
    title: 'A kit',
    blocks: [
      {kind: 'text', text: 'Set the kit up.'},
      {kind: 'heading', level: 2, text: 'Measured', anchor: 'measured'},
      {kind: 'text', text: 'A table.'},
      {kind: 'heading', level: 2, text: 'Theming', anchor: 'theming'},
    ],
  };
  const rules = [
    {pathPrefix: '/docs/ui/', anchor: 'measured', pageRank: -1},
    {pathPrefix: '/docs/ui/', anchor: 'not-on-the-page', pageRank: -2},
    {pathPrefix: '/docs/ui/', pageRank: 3},
  ];
  const [ranked] = rankPages([page], rules, '/formly/');
  assert.equal(ranked!.pageRank, 3);
  assert.deepEqual(ranked!.sectionRanks, {measured: -1});
  assert.deepEqual(
    pagesToRecords([ranked!], 'https://docs.example').map(({anchor, weight}) => [anchor, weight.pageRank]),
    [
      [null, 3],
      [null, 3],
      ['measured', -1],
      ['measured', -1],
      ['theming', 3],
    ],
  );
});

test('a higher page rank lifts a page above one that matches as well', () => {
  const twin = (path: string, pageRank?: number): ExtractedPage => ({
    path,
    language: 'en',
    docusaurusTag: 'docs-default-current',
    categories: [],
    title: 'Same title',
    blocks: [{kind: 'text', text: 'Identical words about wrappers.'}],
    pageRank,
  });
  const unranked = new EmbeddedSearchIndex(pagesToRecords([twin('/a'), twin('/b', 5)], 'https://docs.example'));
  assert.equal(new URL(unranked.search({indexName: 'x', query: 'wrappers'}).hits[0]!.url).pathname, '/b');
});

const twoKits = [
  {name: 'alpha', searchWords: ['alpha', 'al']},
  {name: 'beta', searchWords: ['beta']},
];

test("kit families: each kit's page of one kind, under the kit variant paths and the base URL; other pages have none", () => {
  const at = (path: string): ExtractedPage => ({...pages[0]!, path});
  const paths = [
    '/formly/docs/ui/alpha',
    '/formly/docs/ui/overview',
    '/formly/docs/api/ui/beta/select/',
    '/formly/docs/api/ui/alpha',
    '/formly/docs/guide/alpha',
    '/docs/ui/alpha',
  ];
  assert.deepEqual(
    withKitFamilies(paths.map(at), ['/docs/ui/', '/docs/api/ui/'], twoKits, '/formly/').map((page) => page.kit),
    [
      {name: 'alpha', family: '/formly/docs/ui/*', words: ['alpha', 'al']},
      undefined,
      {name: 'beta', family: '/formly/docs/api/ui/*/select', words: ['beta']},
      {name: 'alpha', family: '/formly/docs/api/ui/*', words: ['alpha', 'al']},
      undefined,
      undefined,
    ],
  );
});

/** Two kits' pages saying the same, and a guide that matches the words less closely. */
function kitSite(): ExtractedPage[] {
  const page = (path: string, text: string): ExtractedPage => ({
    path,
    language: 'en',
    docusaurusTag: 'docs-default-current',
    categories: [],
    title: path,
    blocks: [
      {kind: 'heading', level: 2, text: 'Stacked options', anchor: 'stacked'},
      {kind: 'text', text},
    ],
  });
  const kitText = 'Radio options stacked one above the other with a class on the group.';
  return [
    page('/docs/ui/alpha', kitText),
    page('/docs/ui/beta', kitText),
    page('/docs/guide/layout', 'Options of a radio group can be stacked with a class, one above the other.'),
  ];
}

/** The pages of a search in the order of their first hits, the kits' and the guide's only. */
function pageOrder(listed: readonly ExtractedPage[], query: string, weights = RANKING_WEIGHTS): string[] {
  const {hits} = new EmbeddedSearchIndex(pagesToRecords(listed, 'https://docs.example'), {weights}).search({
    indexName: 'x',
    query,
  });
  return [...new Set(hits.map((hit) => new URL(hit.url).pathname))].filter((found) =>
    /^\/docs\/(ui\/|guide\/layout)/.test(found),
  );
}

test("kit families: the best kit's page keeps its place, the same page of another kit comes after a page that matches less", () => {
  assert.deepEqual(
    pageOrder(kitSite(), 'radio options stacked'),
    ['/docs/ui/alpha', '/docs/ui/beta', '/docs/guide/layout'],
    'without families',
  );
  assert.deepEqual(pageOrder(withKitFamilies(kitSite(), ['/docs/ui/'], twoKits, '/'), 'radio options stacked'), [
    '/docs/ui/alpha',
    '/docs/guide/layout',
    '/docs/ui/beta',
  ]);
});

test("a query that names a kit, by any of its words, lists that kit's page before another kit's that matches better", () => {
  const page = (path: string, text: string): ExtractedPage => ({
    path,
    language: 'en',
    docusaurusTag: 'docs-default-current',
    categories: [],
    title: 'Kit page',
    blocks: [{kind: 'text', text}],
  });
  // With the fixture's pages beside them, so that words found on both kits' pages still count.
  const site = withKitFamilies(
    [
      ...pages,
      page('/docs/ui/alpha', 'Radio options stacked one above the other.'),
      page('/docs/ui/beta', 'The options can be stacked one above the other.'),
    ],
    ['/docs/ui/'],
    twoKits,
    '/',
  );
  // The factor is the site's tuned value; a small one shows what it does whatever the texts' scores.
  const strong = {...RANKING_WEIGHTS, otherKitFactor: 0.01};
  assert.deepEqual(pageOrder(site, 'radio options stacked', strong), ['/docs/ui/alpha', '/docs/ui/beta'], 'no kit');
  for (const query of ['beta radio options stacked', 'radio options stacked beta']) {
    assert.deepEqual(pageOrder(site, query, strong), ['/docs/ui/beta', '/docs/ui/alpha'], query);
    assert.deepEqual(
      pageOrder(site, query, {...strong, otherKitFactor: 1}),
      ['/docs/ui/alpha', '/docs/ui/beta'],
      `${query}, with the factor at 1`,
    );
  }
  assert.deepEqual(pageOrder(site, 'al radio options stacked', strong), ['/docs/ui/alpha', '/docs/ui/beta']);
  assert.ok(RANKING_WEIGHTS.otherKitFactor < 1, "the site's search lowers other kits' pages");
});

test('two neighbouring letters swapped, the commonest slip, still find the page', () => {
  const [first] = search('asnyc').hits;
  assert.equal(first?.url, 'https://docs.example/docs/guide/validation#async-validators');
  const known = new Set(['wrapper', 'field']);
  const isKnown = (term: string) => known.has(term);
  assert.equal(correctSwap('wrpaper', isKnown), 'wrapper');
  assert.equal(correctSwap('wrapper', isKnown), 'wrapper', 'a known word is left alone');
  assert.equal(correctSwap('fiedl', isKnown), 'field');
  assert.equal(
    correctSwap('fedl', () => true),
    'fedl',
    'short words are never corrected',
  );
  assert.equal(correctSwap('zebracorn', isKnown), 'zebracorn', 'no known word a swap away: unchanged');
});

test('two words of the docs run together are split into them, and asked for as one thing', () => {
  const known = new Set(['ngb', 'datepicker', 'date', 'picker', 'checkbox', 'list', 'field']);
  const isKnown = (term: string) => known.has(term);
  assert.deepEqual(splitRunTogether('ngbdatepicker', isKnown), ['ngb', 'datepicker']);
  assert.deepEqual(splitRunTogether('checkboxlist', isKnown), ['checkbox', 'list']);
  assert.deepEqual(splitRunTogether('datepicker', isKnown), ['datepicker'], 'a known word is left alone');
  assert.deepEqual(splitRunTogether('zebracorn', isKnown), ['zebracorn'], 'no split into known words: unchanged');
  assert.deepEqual(splitRunTogether('forfield', isKnown), ['forfield'], 'a stop word is no part');
  assert.deepEqual(
    queryGroups('ngbdatepicker popup', undefined, isKnown).map((group) =>
      group.alternatives[0]!.map((term) => term.word),
    ),
    [['ngb', 'datepicker'], ['popup']],
  );
});

test('the library name is filler in a query, unless it is all that was typed', () => {
  assert.deepEqual(paths('formly datepicker').slice(0, 1), paths('datepicker').slice(0, 1));
  assert.deepEqual(
    queryGroups('ngx-formly datepicker').map((group) => group.alternatives[0]!.map((term) => term.word)),
    [['datepicker']],
  );
  assert.equal(queryGroups('formly').length, 1);
});

test('a hyphenated word is one thing asked for: all its parts, or a synonym of the whole', () => {
  const typed = (query: string) => queryGroups(query).map((group) => group.alternatives[0]!.map((term) => term.word));
  assert.deepEqual(typed('ng-select bootstrap'), [['ng', 'select'], ['bootstrap']], 'not "ng" and "select" apart');
  assert.deepEqual(typed('ng select bootstrap'), [['ng'], ['select'], ['bootstrap']], 'words apart stay apart');
  assert.deepEqual(typed('mat-form-field hint'), [['mat', 'form', 'field'], ['hint']]);
  const synonyms = new SynonymTable([['multiselect', 'multi select']]);
  const [multi] = queryGroups('multi-select', synonyms);
  assert.deepEqual(
    multi!.alternatives.map((alternative) => alternative.map((term) => term.word)),
    [['multi', 'select'], ['multiselect']],
    'a hyphenated synonym phrase finds its set',
  );
  assert.deepEqual(typed('ngx-formly datepicker'), [['datepicker']], 'a name made only of filler is still filler');
});

test('a word typed in camelCase is marked as an identifier, which weighs more than other words', () => {
  const [select, compareWith] = queryGroups('select compareWith');
  assert.equal(select!.alternatives[0]![0]!.identifier, undefined);
  assert.equal(compareWith!.alternatives[0]![0]!.identifier, true);
  assert.equal(queryGroups('comparewith')[0]!.alternatives[0]![0]!.identifier, undefined, 'typed in lower case');
});

test('a query answers the same whatever the engine searched before it: word searches shared between queries keep their boosts and filters apart', () => {
  const queries = ['validation', 'custom validator message', 'validation', 'wrapper', 'custom wrapper', 'validation'];
  const answer = (engine: EmbeddedSearchIndex, query: string, filtered: boolean) =>
    engine
      .search({indexName: 'formly-docs', query, hitsPerPage: 50, facetFilters: filtered ? CONTEXTUAL : undefined})
      .hits.map((hit) => [hit.url, JSON.stringify(hit._highlightResult)]);
  const shared = new EmbeddedSearchIndex(records);
  // More words than the engine keeps searches for, so that early ones are searched again later.
  const words = [
    ...new Set(
      JSON.stringify(pages)
        .toLowerCase()
        .match(/[a-z]{4,}/g),
    ),
  ];
  assert.ok(words.length > 100, `${words.length} words in the fixture`);
  for (const [step, query] of [...queries, words.slice(0, 100).join(' '), ...queries].entries()) {
    for (const filtered of step % 2 === 0 ? [true, false] : [false, true]) {
      assert.deepEqual(
        answer(shared, query, filtered),
        answer(new EmbeddedSearchIndex(records), query, filtered),
        query,
      );
    }
  }
});
