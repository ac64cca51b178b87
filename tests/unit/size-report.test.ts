import {test} from 'node:test';
import assert from 'node:assert/strict';
import {comparisonTable, headOnlyTable, parseStats, serializeStats, type FirstLoad} from '../../bench/size-report';

const home: FirstLoad = {label: 'home', path: '/', js: 204_800, css: 30_720};
const guide: FirstLoad = {label: 'guide', path: '/docs/guide/validation', js: 210_000, css: 31_000};

const tableLines = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('|'));
/** The table's rows, without its header and alignment lines. */
const pageRows = (markdown: string) => tableLines(markdown).slice(2);

test('one row per page with base, head and the signed change in bytes and percent', () => {
  const markdown = comparisonTable(
    [home, guide],
    [
      {...home, js: 206_848},
      {...guide, css: 30_690},
    ],
  );
  assert.deepEqual(tableLines(markdown), [
    '| Page | JS base | JS head | JS change | CSS base | CSS head | CSS change |',
    '| :--- | ---: | ---: | ---: | ---: | ---: | ---: |',
    '| home `/` | 200.0 KB | 202.0 KB | +2,048 B (+1.0%) | 30.0 KB | 30.0 KB | 0 B |',
    '| guide `/docs/guide/validation` | 205.1 KB | 205.1 KB | 0 B | 30.3 KB | 30.0 KB | -310 B (-1.0%) |',
  ]);
  assert.match(markdown, /^### First-load JavaScript and CSS$/m);
});

test('a page only the head has is new, one only the base has is removed and comes last', () => {
  const blog: FirstLoad = {label: 'blog post', path: '/blog/welcome', js: 1_000, css: 500};
  assert.deepEqual(pageRows(comparisonTable([home, guide], [blog, home])), [
    '| blog post `/blog/welcome` | — | 1.0 KB | new page | — | 0.5 KB | new page |',
    '| home `/` | 200.0 KB | 200.0 KB | 0 B | 30.0 KB | 30.0 KB | 0 B |',
    '| guide `/docs/guide/validation` | 205.1 KB | — | removed | 30.3 KB | — | removed |',
  ]);
});

test('a change from nothing is given in bytes only, without a percentage of zero', () => {
  const withoutCss: FirstLoad = {...home, css: 0};
  assert.deepEqual(pageRows(comparisonTable([withoutCss], [{...withoutCss, css: 1_200}])), [
    '| home `/` | 200.0 KB | 200.0 KB | 0 B | 0.0 KB | 1.2 KB | +1,200 B |',
  ]);
});

test('stored stats read back as the figures that were written', () => {
  assert.deepEqual(parseStats(serializeStats([home, guide]), 'size-stats.json'), [home, guide]);
});

test('a stats file that is not what --write-stats writes is refused, naming the file and the fault', () => {
  const cases: [string, RegExp][] = [
    ['not json', /size-stats\.json: .*\(not JSON\)/],
    ['{"pages": []}', /format undefined, expected "formly-size-stats\/1"/],
    ['{"format": "formly-size-stats/1"}', /no pages list/],
    ['{"format": "formly-size-stats/1", "pages": [{"label": "home", "path": "/", "js": "1", "css": 2}]}', /page 0 /],
    [
      '{"format": "formly-size-stats/1", "pages": [{"label": "x", "path": "javascript:1", "js": 1, "css": 2}]}',
      /page 0 /,
    ],
  ];
  for (const [text, message] of cases) {
    assert.throws(() => parseStats(text, 'size-stats.json'), message, text);
  }
});

test('without a base, the table shows the head alone and says why', () => {
  const markdown = headOnlyTable([home], 'The base was not found.');
  assert.deepEqual(tableLines(markdown), [
    '| Page | JS | CSS |',
    '| :--- | ---: | ---: |',
    '| home `/` | 200.0 KB | 30.0 KB |',
  ]);
  assert.match(markdown, /The base was not found\./);
});
