import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {mdxToMarkdown, type ConvertOptions} from '../../plugins/llms-markdown/convert';
import {readLiveExampleSource} from '../../plugins/llms-markdown/demo-sources';
import {docsPagesInSidebarOrder} from '../../lib/docs-pages';
import {
  markdownUrl,
  renderLlmsFullTxt,
  renderLlmsTxt,
  withIndexDirective,
  type MarkdownPage,
} from '../../plugins/llms-markdown/llms-txt';
import {markdownPathOf} from '../../plugins/llms-markdown/markdown-path';

const fixtures = path.join(__dirname, 'fixtures', 'llms-markdown');
const pageFile = path.join(fixtures, 'docs', 'guide', 'page.mdx');
const demosDir = path.join(__dirname, 'fixtures', 'live-examples', 'good');

function convert(source: string, unknown: string[] = []): string {
  const options: ConvertOptions = {
    filePath: pageFile,
    title: 'Fixture page',
    pageUrl: 'https://example.org/formly/docs/guide/page',
    siteUrl: 'https://example.org/formly/',
    permalinkOfSource: (file) =>
      file === path.join(fixtures, 'docs', 'guide', 'other.mdx') ? '/formly/docs/guide/other' : undefined,
    readLiveExample: (name) => readLiveExampleSource(demosDir, name),
    onUnknownComponent: (name) => unknown.push(name),
  };
  return mdxToMarkdown(source, options);
}

const unknown: string[] = [];
const markdown = convert(readFileSync(pageFile, 'utf8'), unknown);

test('imports, comments and heading ids are gone; the title becomes the first heading', () => {
  assert.ok(markdown.startsWith('# Fixture page\n'), markdown.slice(0, 80));
  const prose = markdown.replace(/^```[\s\S]*?^```$/gm, '');
  assert.doesNotMatch(prose, /import |@theme\/|A comment|\{#live\}|<\/?[A-Z]/);
  assert.match(markdown, /^## Live example$/m);
});

test('a live example becomes its source files as titled code blocks, in the order the page shows them', () => {
  const demo = readLiveExampleSource(demosDir, 'forms/first-form');
  assert.match(markdown, /\*\*Live example: A first form\*\*/);
  assert.match(markdown, /https:\/\/example\.org\/formly\/demos\/#\/forms\/first-form/);
  const titles = [...markdown.matchAll(/^```(\w+) title="([^"]+)"$/gm)].map((match) => match[2]);
  assert.deepEqual(
    titles.slice(0, demo.files.length),
    demo.files.map((file) => file.name),
  );
  for (const file of demo.files) {
    assert.ok(markdown.includes(file.code.trimEnd()), `${file.name} is included verbatim`);
  }
});

test('tabs become their labels in bold, each followed by its content', () => {
  const standalone = markdown.indexOf('**Standalone**');
  const ngModule = markdown.indexOf('**NgModule**');
  assert.ok(standalone > 0 && ngModule > standalone);
  assert.ok(markdown.indexOf('```ts title="app.config.ts"') > standalone);
  assert.ok(markdown.indexOf('Register `FormlyModule.forRoot()`') > ngModule);
});

test('admonitions become block quotes that start with their kind and title', () => {
  assert.match(markdown, /^> \*\*Note: Error names\*\*\n>\n> Messages are keyed by the error name\.$/m);
  assert.match(markdown, /^> \*\*Tip\*\*\n>\n> A tip without a title\.$/m);
});

test('text that only looks like a directive stays as written', () => {
  assert.match(markdown, /starts at 10:30 in room :b\./);
});

test('an API table stays a Markdown table, escaped pipes included', () => {
  assert.match(markdown, /^\| Property \| Type \| Default \|$/m);
  assert.match(markdown, /^\| `options` \| `any\[\] \\\| Observable<any\[\]>` \| `\[\]` \|$/m);
});

test('every link is absolute; links to sources go to their pages', () => {
  assert.match(markdown, /\[relative page link\]\(https:\/\/example\.org\/formly\/docs\/guide\/other#setup\)/);
  assert.match(markdown, /\[site link\]\(https:\/\/example\.org\/formly\/docs\/api\/core\)/);
  assert.match(markdown, /\[in-page anchor\]\(https:\/\/example\.org\/formly\/docs\/guide\/page#tabs\)/);
  assert.match(markdown, /\[external one\]\(https:\/\/angular\.dev\)/);
});

test('an unknown component keeps its text and is reported', () => {
  assert.match(markdown, /Text inside an unknown component\./);
  assert.deepEqual(unknown, ['Unknown']);
});

test('a page with its own # heading keeps it instead of the title', () => {
  assert.equal(convert('# Own heading\n\nBody.\n'), '# Own heading\n\nBody.\n');
});

test('a live example without a demo folder fails with the demo name', () => {
  assert.throws(() => convert('<LiveExample name="forms/missing" />'), /forms\/missing/);
});

const pages: MarkdownPage[] = [
  {
    title: 'Start',
    description: 'How to begin.',
    permalink: '/formly/docs/guide/start',
    source: 'a',
    section: 'Guides',
    markdown: '# Start\n',
  },
  {
    title: 'Input',
    description: '',
    permalink: '/formly/docs/api/input',
    source: 'b',
    section: 'API',
    markdown: '# Input\n',
  },
  {
    title: 'Faq',
    description: 'Questions\nand answers.',
    permalink: '/formly/docs/guide/faq',
    source: 'c',
    section: 'Guides',
    markdown: '# Faq\n',
  },
];
const site = {
  title: 'Formly',
  tagline: 'Forms',
  siteUrl: 'https://example.org/formly/',
  summary: 'What the docs cover.',
};

test('llms.txt groups the pages by section, each a link to its Markdown with its description', () => {
  const text = renderLlmsTxt(site, pages);
  assert.match(text, /^# Formly\n\n> Forms\n\nWhat the docs cover\.\n/);
  assert.ok(text.includes('https://example.org/formly/llms-full.txt'));
  assert.match(
    text,
    /## Guides\n\n- \[Start\]\(https:\/\/example\.org\/formly\/docs\/guide\/start\.md\): How to begin\.\n- \[Faq\]\(https:\/\/example\.org\/formly\/docs\/guide\/faq\.md\): Questions and answers\.\n\n## API\n\n- \[Input\]\(https:\/\/example\.org\/formly\/docs\/api\/input\.md\)\n/,
  );
});

test('llms-full.txt holds every page in the given order, each with its URL', () => {
  const text = renderLlmsFullTxt(site, pages);
  const order = pages.map((page) => text.indexOf(`Source: https://example.org${page.permalink}\n\n${page.markdown}`));
  assert.ok(
    order.every((index, i) => index > 0 && (i === 0 || index > order[i - 1]!)),
    String(order),
  );
});

test('the Markdown URL is the route plus .md, with or without a trailing slash', () => {
  assert.equal(markdownPathOf('/docs/api/core'), '/docs/api/core.md');
  assert.equal(markdownPathOf('/docs/api/core/'), '/docs/api/core.md');
  assert.equal(markdownUrl('https://example.org/formly/', '/formly/docs/x'), 'https://example.org/formly/docs/x.md');
});

test('docs come in sidebar order, with the top-level category as section', () => {
  const doc = (id: string) => ({
    id,
    title: id,
    description: '',
    permalink: `/docs/${id}`,
    source: `@site/docs/${id}.mdx`,
    unlisted: false,
    draft: false,
  });
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            docs: [doc('z-api/index'), doc('z-api/b'), doc('a-guide/one'), doc('hidden')],
            sidebars: {
              docs: [
                {type: 'category', label: 'Guides', items: [{type: 'doc', id: 'a-guide/one'}]},
                {
                  type: 'category',
                  label: 'API',
                  items: [
                    {
                      type: 'category',
                      label: 'core',
                      link: {type: 'doc', id: 'z-api/index'},
                      items: [{type: 'doc', id: 'z-api/b'}],
                    },
                  ],
                },
              ],
            },
          },
        ],
      },
    },
  };
  const result = docsPagesInSidebarOrder(allContent as never, '/site');
  assert.deepEqual(
    result.map((page) => [page.title, page.section, page.source]),
    [
      ['a-guide/one', 'Guides', '/site/docs/a-guide/one.mdx'],
      ['z-api/index', 'API', '/site/docs/z-api/index.mdx'],
      ['z-api/b', 'API', '/site/docs/z-api/b.mdx'],
      ['hidden', 'Docs', '/site/docs/hidden.mdx'],
    ],
  );
});

test('the kit matrix becomes a table with the same rows, columns and absolute links', () => {
  const matrix = {
    kits: [
      {name: 'bootstrap' as const, label: 'Bootstrap'},
      {name: 'material' as const, label: 'Material'},
    ],
    rows: [{name: 'datepicker', kind: 'type' as const, cells: {material: 'ui/material/datepicker'}}],
  };
  const unknownNames: string[] = [];
  const table = mdxToMarkdown("import KitMatrix from '@theme/KitMatrix';\n\n<KitMatrix />\n", {
    filePath: pageFile,
    title: 'Matrix',
    pageUrl: 'https://example.org/formly/docs/ui/overview',
    siteUrl: 'https://example.org/formly/',
    permalinkOfSource: () => undefined,
    readLiveExample: (name) => readLiveExampleSource(demosDir, name),
    readKitMatrix: () => matrix,
    onUnknownComponent: (name) => unknownNames.push(name),
  });
  assert.deepEqual(unknownNames, []);
  const rows = table.split('\n').filter((line) => line.startsWith('|'));
  assert.equal(rows.length, 3, table);
  assert.match(
    rows[0],
    /\| Name \| \[Bootstrap\]\(https:\/\/example\.org\/formly\/docs\/api\/ui\/bootstrap\) \| \[Material\]/,
  );
  assert.match(
    rows[2],
    /`datepicker` \(type\) \| not provided \| \[datepicker\]\(https:\/\/example\.org\/formly\/docs\/api\/ui\/material\/datepicker\)/,
  );
});

test("a page's Markdown file names llms.txt right under its title", () => {
  const page = '# Validation\n\nFormly validates fields.\n';
  assert.equal(
    withIndexDirective(page, 'https://formly.dev/'),
    '# Validation\n\n> The index of every page of these docs, each as Markdown: [llms.txt](https://formly.dev/llms.txt)\n\nFormly validates fields.\n',
  );
  assert.throws(() => withIndexDirective('Formly validates fields.\n', 'https://formly.dev/'), /starts with its title/);
});
