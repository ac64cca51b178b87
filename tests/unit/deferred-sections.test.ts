import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, Root} from 'hast';
import rehypeCodeTokens from '../../plugins/code-highlight/rehype';
import rehypeDeferredSections, {DEFERRED_SECTION_CLASS} from '../../plugins/deferred-sections/rehype';

/** The page's hast after the docs plugin's rehype plugins, in their configured order. */
async function pageTree(source: string): Promise<Root> {
  // MDX is ESM-only; a dynamic import loads it from this CommonJS-compiled test.
  const {compile} = await import('@mdx-js/mdx');
  let tree: Root | undefined;
  const capture = () => (root: Root) => {
    tree = structuredClone(root);
  };
  const {default: remarkGfm} = await import('remark-gfm');
  await compile(source, {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeCodeTokens, rehypeDeferredSections, capture],
  });
  return tree!;
}

/** The page's top-level nodes in a short notation: a tag name, or `section[…]` for a wrapper and what it holds. */
function outline(tree: Root): string[] {
  const name = (node: Root['children'][number]): string =>
    node.type === 'element' ? node.tagName : node.type === 'mdxJsxFlowElement' ? `<${node.name}>` : node.type;
  return tree.children
    .filter((node) => node.type !== 'text')
    .map((node) =>
      isWrapper(node)
        ? `section[${node.children
            .filter((child) => child.type !== 'text')
            .map(name)
            .join(' ')}]`
        : name(node),
    );
}

const isWrapper = (node: Root['children'][number]): node is Element =>
  node.type === 'element' &&
  Array.isArray(node.properties.className) &&
  node.properties.className.includes(DEFERRED_SECTION_CLASS);

const wrappers = (tree: Root): Element[] => tree.children.filter(isWrapper);

/** The height a wrapper reserves, in pixels, from its inline style. */
const reservedHeight = (wrapper: Element): number =>
  Number(/--deferred-section-height:(\d+)px/.exec(String(wrapper.properties.style))?.[1]);

const table = '| Name | Type |\n| --- | --- |\n| key | string |\n| type | string |';
const code = '```ts\nconst answer = 42;\nconsole.log(answer);\n```';

test('the body of each section that holds a code block or a table is wrapped; the headings stay outside', async () => {
  const tree = await pageTree(
    [
      'Intro paragraph.',
      code,
      '## First',
      'Text.',
      code,
      'More text.',
      '### Second',
      table,
      '## Third',
      'Only prose.',
    ].join('\n\n'),
  );
  assert.deepEqual(outline(tree), ['p', 'pre', 'h2', 'section[p pre p]', 'h3', 'section[table]', 'h2', 'p']);
});

test('the intro before the first heading, and bodies with MDX components or exports, are left alone', async () => {
  const tree = await pageTree(
    [
      'Intro.',
      code,
      '## With a component',
      '<Note>Read this.</Note>',
      code,
      '## With an export',
      code,
      'export const answer = 42;',
    ].join('\n\n'),
  );
  assert.deepEqual(outline(tree), ['p', 'pre', 'h2', '<Note>', 'pre', 'h2', 'pre', 'mdxjsEsm']);
});

test('a section reserves a height that grows with its code lines and table rows', async () => {
  const longCode = `\`\`\`ts\n${Array.from({length: 40}, (_, index) => `const line${index} = ${index};`).join('\n')}\n\`\`\``;
  const longTable = `| Name | Type |\n| --- | --- |\n${Array.from({length: 30}, (_, index) => `| key${index} | string |`).join('\n')}`;
  const tree = await pageTree(
    ['## Short', code, '## Long code', longCode, '## Short table', table, '## Long table', longTable].join('\n\n'),
  );
  const [shortCode, manyLines, shortTable, manyRows] = wrappers(tree).map(reservedHeight);
  for (const height of [shortCode, manyLines, shortTable, manyRows]) {
    assert.ok(Number.isFinite(height) && height > 0, `a positive height, got ${height}`);
  }
  // 38 more lines of about 21 px each, 28 more rows of about 41 px each.
  assert.ok(manyLines! - shortCode! > 38 * 15, `${manyLines} against ${shortCode}`);
  assert.ok(manyRows! - shortTable! > 28 * 30, `${manyRows} against ${shortTable}`);
});
