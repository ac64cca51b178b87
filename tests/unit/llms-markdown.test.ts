import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {mdxToMarkdown, type ConvertOptions} from '../../plugins/llms-markdown/convert';
import {readLiveExampleSource} from '../../plugins/llms-markdown/demo-sources';
import {readKitMatrix} from '../../plugins/kit-matrix';
import {docsPagesInSidebarOrder, type DocsPage} from '../../lib/docs-pages';
import {kits} from '../../lib/kits';
import {docsRoute} from '../../lib/page-routes';
import {
  kitOfPage,
  llmsBundles,
  renderLlmsBundle,
  renderLlmsTxt,
  withIndexDirective,
  withoutRepeatedCells,
  REPEATED_CELL_MIN_SAVING,
  repeatedCellPointer,
  type MarkdownPage,
} from '../../plugins/llms-markdown/llms-txt';
import {markdownPathOf, markdownUrl} from '../../plugins/llms-markdown/markdown-path';
import {assistantLinks} from '../../plugins/llms-markdown/ask-assistant';

const fixtures = path.join(__dirname, 'fixtures', 'llms-markdown');
const pageFile = path.join(fixtures, 'docs', 'guide', 'page.mdx');
const demosDir = path.join(__dirname, 'fixtures', 'live-examples', 'good');

function convert(source: string, unknown: string[] = [], kit?: string): string {
  const options: ConvertOptions = {
    kit,
    filePath: pageFile,
    title: 'Fixture page',
    pageUrl: 'https://example.org/formly/docs/guide/page',
    siteUrl: 'https://example.org/formly/',
    permalinkOfSource: (file) =>
      file === path.join(fixtures, 'docs', 'guide', 'other.mdx') ? '/formly/docs/guide/other' : undefined,
    readLiveExample: (name, inKit) => readLiveExampleSource(demosDir, name, inKit as never),
    onUnknownComponent: (name) => unknown.push(name),
  };
  return mdxToMarkdown(source, options);
}

test("one kit's Markdown keeps that kit's tab of the kit tabs, and every tab of other tab groups", () => {
  const source = `<Tabs groupId="kit">
<TabItem value="bootstrap" label="Bootstrap">

Install the Bootstrap kit.

</TabItem>
<TabItem value="material" label="Material">

Install the Material kit.

</TabItem>
</Tabs>

<Tabs groupId="api-style">
<TabItem value="standalone" label="Standalone">

Standalone set-up.

</TabItem>
<TabItem value="ngmodule" label="NgModule">

NgModule set-up.

</TabItem>
</Tabs>
`;
  const material = convert(source, [], 'material');
  assert.doesNotMatch(material, /Bootstrap/);
  assert.match(material, /\*\*Material\*\*\n\nInstall the Material kit\./);
  assert.match(material, /Standalone set-up\.[\s\S]*NgModule set-up\./);
  assert.match(convert(source), /Install the Bootstrap kit\.[\s\S]*Install the Material kit\./);
});

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
  const text = renderLlmsTxt(site, pages, llmsBundles(pages, site.siteUrl));
  assert.match(text, /^# Formly\n\n> Forms\n\nWhat the docs cover\.\n/);
  assert.ok(text.includes('https://example.org/formly/llms-full.txt'));
  assert.match(
    text,
    /## Guides\n\n- \[Start\]\(https:\/\/example\.org\/formly\/docs\/guide\/start\.md\): How to begin\.\n- \[Faq\]\(https:\/\/example\.org\/formly\/docs\/guide\/faq\.md\): Questions and answers\.\n\n## API\n\n- \[Input\]\(https:\/\/example\.org\/formly\/docs\/api\/input\.md\)\n/,
  );
});

test('llms-full.txt holds every page in the given order, each with its URL', () => {
  const full = llmsBundles(pages, site.siteUrl).find((bundle) => bundle.file === 'llms-full.txt');
  assert.ok(full);
  const text = renderLlmsBundle(site, full);
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

/** A page of each kind below the base URL `/formly/`, with a UI page and two API pages for every kit of the registry. */
function sitePage(route: string, section: string): MarkdownPage {
  const title = route.slice(route.lastIndexOf('/') + 1);
  return {
    title,
    description: '',
    permalink: `/formly/${route}`,
    source: route,
    section,
    markdown: `# ${title}\n\nAbout ${route}.\n`,
  };
}
const sitePages = [
  sitePage('docs/guide/getting-started', 'Guides'),
  sitePage('docs/guide/errors', 'Guides'),
  sitePage('docs/ui/overview', 'UI'),
  ...kits.map((kit) => sitePage(`docs/ui/${kit.name}`, 'UI')),
  sitePage('docs/examples/bootstrap-specific/input-add-ons', 'Examples'),
  sitePage('docs/api/core', 'API'),
  sitePage('docs/api/schematics', 'API'),
  ...kits.flatMap((kit) => [
    sitePage(`docs/api/ui/${kit.name}`, 'API'),
    sitePage(`docs/api/ui/${kit.name}/input`, 'API'),
  ]),
];
const routesOf = (list: readonly DocsPage[]) => list.map((page) => page.permalink.slice('/formly/'.length));
const bundles = llmsBundles(sitePages, site.siteUrl);
function bundleNamed(file: string) {
  const bundle = bundles.find((candidate) => candidate.file === file);
  assert.ok(bundle, `${file} is one of ${bundles.map((candidate) => candidate.file).join(', ')}`);
  return bundle;
}

test("a page's kit is the one its /docs/ui/<kit> or /docs/api/ui/<kit>/… route names", () => {
  for (const kit of kits) {
    for (const route of [`docs/ui/${kit.name}`, `docs/api/ui/${kit.name}`, `docs/api/ui/${kit.name}/input`]) {
      assert.equal(kitOfPage(sitePage(route, 'UI'), site.siteUrl), kit.name, route);
    }
  }
  for (const route of ['docs/ui/overview', 'docs/api/core', 'docs/examples/bootstrap-specific/input-add-ons']) {
    assert.equal(kitOfPage(sitePage(route, 'UI'), site.siteUrl), undefined, route);
  }
});

test('the files of whole pages are llms-full.txt, llms-small.txt and one per kit of the registry', () => {
  assert.deepEqual(
    bundles.map((bundle) => bundle.file),
    ['llms-full.txt', 'llms-small.txt', ...kits.map((kit) => `llms-${kit.name}.txt`)],
  );
  assert.deepEqual(bundleNamed('llms-full.txt').pages, sitePages);
});

test('llms-small.txt gives the guides and the UI overview whole, and every other page as a link', () => {
  const small = bundleNamed('llms-small.txt');
  assert.deepEqual(routesOf(small.pages), ['docs/guide/getting-started', 'docs/ui/overview']);
  assert.deepEqual(
    routesOf(small.linked),
    routesOf(sitePages).filter((route) => !['docs/guide/getting-started', 'docs/ui/overview'].includes(route)),
  );
});

test("a kit's file holds every page but the other kits' UI and API pages, in sidebar order, and links the guides LINKED_GUIDES names", () => {
  for (const kit of kits) {
    const bundle = bundleNamed(`llms-${kit.name}.txt`);
    assert.deepEqual(routesOf(bundle.pages), [
      'docs/guide/getting-started',
      'docs/ui/overview',
      `docs/ui/${kit.name}`,
      'docs/examples/bootstrap-specific/input-add-ons',
      'docs/api/core',
      'docs/api/schematics',
      `docs/api/ui/${kit.name}`,
      `docs/api/ui/${kit.name}/input`,
    ]);
    assert.deepEqual(routesOf(bundle.linked), ['docs/guide/errors']);
  }
});

test('llms.txt names every file of whole pages, with its absolute URL, before the page index', () => {
  const text = renderLlmsTxt(site, sitePages, bundles);
  const firstSection = text.indexOf('\n## ');
  for (const bundle of bundles) {
    const line = text.indexOf(`\n- [${bundle.file}](https://example.org/formly/${bundle.file}): ${bundle.holds}\n`);
    assert.ok(line > 0 && line < firstSection, `${bundle.file} at ${line}, the index at ${firstSection}`);
  }
});

test('llms-small.txt holds its pages whole, then links the others without their content', () => {
  const text = renderLlmsBundle(site, bundleNamed('llms-small.txt'));
  assert.match(
    text,
    /^# Formly\n\n> Forms\n\nWhat the docs cover\.\n\nThis file holds the guides you read before writing a form and the UI overview/,
  );
  assert.ok(
    text.includes('Source: https://example.org/formly/docs/ui/overview\n\n# overview\n\nAbout docs/ui/overview.'),
  );
  const linkedIndex = text.indexOf('# Other pages, as links to their Markdown');
  assert.ok(linkedIndex > text.lastIndexOf('Source: '), 'the links come after the whole pages');
  assert.ok(text.includes('\n- [core](https://example.org/formly/docs/api/core.md)\n'));
  assert.ok(!text.includes('About docs/api/core.'), 'a linked page is not given whole');
});

// llms-small.txt is for assistants with small context windows. Its budget, 256 KiB, is about 64k tokens at the
// usual four bytes per token: half of a 128k-token window, which leaves the other half for the reader's code and
// the conversation. llms-full.txt, every page, is over 1.4 MB.
const smallBudget = 256 * 1024;

test(`llms-small.txt made from the docs folder stays within its budget of ${smallBudget / 1024} KiB`, async () => {
  const docsDir = path.join(__dirname, '..', '..', 'docs');
  const parse = (source: string) =>
    DEFAULT_PARSE_FRONT_MATTER({filePath: source, fileContent: readFileSync(source, 'utf8')});
  const docs: DocsPage[] = await Promise.all(
    readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .map(async (file) => {
        const source = path.join(docsDir, file);
        const {frontMatter} = await parse(source);
        return {
          title: String(frontMatter.title ?? path.basename(file)),
          description: '',
          permalink: docsRoute(file.split(path.sep).join('/')),
          source,
          section: file.split(path.sep)[0]!,
        };
      }),
  );
  const small = llmsBundles(docs, 'https://formly.dev/').find((bundle) => bundle.file === 'llms-small.txt');
  assert.ok(small && small.pages.length > 0 && small.linked.length > 0);
  const permalinks = new Map(docs.map((page) => [page.source, page.permalink]));
  const pagesWhole = await Promise.all(
    small.pages.map(async (page) => ({
      ...page,
      markdown: mdxToMarkdown((await parse(page.source)).content, {
        filePath: page.source,
        title: page.title,
        pageUrl: `https://formly.dev${page.permalink}`,
        siteUrl: 'https://formly.dev/',
        permalinkOfSource: (file) => permalinks.get(file),
        readLiveExample: (name) => readLiveExampleSource(path.join(__dirname, '..', '..', 'demos'), name),
        readKitMatrix,
        onUnknownComponent: () => undefined,
      }),
    })),
  );
  const size = Buffer.byteLength(renderLlmsBundle(site, {...small, pages: pagesWhole}));
  assert.ok(
    size <= smallBudget,
    `llms-small.txt is ${(size / 1024).toFixed(1)} KiB, over its budget: give fewer pages whole (isReadFirst in plugins/llms-markdown/llms-txt.ts) or shorten them`,
  );
});

test('"Open in ChatGPT" and "Open in Claude" start a chat asking to read the page\'s Markdown', () => {
  const pageMarkdown = markdownUrl('https://example.org/formly/', '/formly/docs/guide/validation');
  const links = assistantLinks(pageMarkdown, 'Formly');
  assert.deepEqual(
    links.map(({label, href}) => [label, `${new URL(href).origin}${new URL(href).pathname}`]),
    [
      ['Open in ChatGPT', 'https://chatgpt.com/'],
      ['Open in Claude', 'https://claude.ai/new'],
    ],
  );
  for (const {href} of links) {
    const prompt = new URL(href).searchParams.get('q') ?? '';
    assert.ok(prompt.includes('https://example.org/formly/docs/guide/validation.md'), prompt);
    assert.match(prompt, /^Read .+ so that I can ask you questions about it\.$/);
  }
});

describe('the Markdown holds what the HTML page shows', () => {
  test('each file of a live example comes under its path, as the page titles it, above its code block', () => {
    const demo = readLiveExampleSource(demosDir, 'forms/first-form');
    for (const file of demo.files) {
      const block = `\`forms/first-form/${file.name}\`\n\n\`\`\`${file.language} title="${file.name}"\n`;
      assert.ok(markdown.includes(block), `${file.name} is under its path:\n${block}`);
    }
  });

  test('a <summary> keeps its inline code and links, in bold', () => {
    const converted = convert(
      [
        '<details>',
        '<summary>3 props from `@ngx-formly/core`, see [the guide](./other.mdx)</summary>',
        '',
        'The props.',
        '',
        '</details>',
      ].join('\n'),
    );
    assert.match(
      converted,
      /^\*\*3 props from `@ngx-formly\/core`, see \[the guide\]\(https:\/\/example\.org\/formly\/docs\/guide\/other\)\*\*$/m,
    );
  });
});

test("a kit's file gives a long table cell once: a later copy points to the page that gave it, short cells and other text stay", () => {
  const long = `Called when the control loses focus; ${'measured per kit, '.repeat(8)}in Chromium.`;
  assert.ok(long.length >= repeatedCellPointer('core').length + REPEATED_CELL_MIN_SAVING);
  const page = (title: string, markdown: string): MarkdownPage => ({
    title,
    description: '',
    permalink: `/docs/api/${title}`,
    source: title,
    section: 'API',
    markdown,
  });
  const table = (name: string) =>
    `| Name | Description |\n| --- | --- |\n| \`blur\` | ${long} |\n| \`${name}\` | short |`;
  const [core, input, select] = withoutRepeatedCells([
    page('core', table('a')),
    page('input', `${table('b')}\n\n${long}`),
    page('select', table('c')),
  ]);
  assert.equal(core!.markdown, table('a'));
  for (const later of [input!, select!]) {
    assert.ok(!later.markdown.includes(`| ${long} |`), later.title);
    assert.match(later.markdown, /\| `blur` \| Same row on "core" above\. \|/);
    assert.match(later.markdown, /\| `[bc]` \| short \|/);
  }
  // The same text in another prop's row is not that row: it stays.
  const [, other] = withoutRepeatedCells([
    page('core', table('a')),
    page('other', `| Name | Description |\n| --- | --- |\n| \`focus\` | ${long} |`),
  ]);
  assert.ok(other!.markdown.includes(`| \`focus\` | ${long} |`));
  // Prose is not a table cell: it stays.
  assert.ok(input!.markdown.endsWith(`\n\n${long}`));

  const kitFile = renderLlmsBundle(site, {
    file: 'llms-x.txt',
    holds: 'x',
    pages: [page('core', table('a')), page('input', table('b'))],
    linked: [],
    kit: 'bootstrap',
  });
  const fullFile = renderLlmsBundle(site, {
    file: 'llms-full.txt',
    holds: 'x',
    pages: [page('core', table('a')), page('input', table('b'))],
    linked: [],
  });
  assert.equal(kitFile.split(long).length - 1, 1, 'a kit file gives the cell once');
  assert.equal(fullFile.split(long).length - 1, 2, 'llms-full.txt keeps every page verbatim');
});
