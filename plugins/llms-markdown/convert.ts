import path from 'node:path';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Code, Nodes, Parent, Root, RootContent, PhrasingContent, Paragraph, Table, TableCell} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {ContainerDirective} from 'mdast-util-directive';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import type {LiveExampleSource} from './demo-sources';
import type {KitMatrixData} from '../kit-matrix';
import {focusComponent, kitFocusNodes} from '../kit-matrix';
import {kitTabsGroup} from '../../lib/kit-choice';
import {codeInKit, foreignKitOf} from '../../lib/kit-code';
import {isKitName, kitByName, type KitName} from '../../lib/kits';

/**
 * MDX page → clean Markdown, as a reader (or an assistant) needs it: the tree
 * MDX would compile is rewritten node by node, so that code blocks, tables and
 * nesting survive exactly, and only the parts that need React are replaced:
 *
 * - imports, exports and `{/* comments *\/}` are dropped;
 * - `<LiveExample name>` becomes the demo's source files as fenced code blocks
 *   titled with their file names, each under its path as the page shows it;
 * - `<KitFocus />` becomes the table the page shows (plugins/kit-matrix/remark.ts);
 * - `<Tabs>` / `<TabItem label>` become each tab's label in bold, then its content;
 * - for one kit's Markdown (`kit`), the kit tabs keep that kit's tab only, and live examples show
 *   that kit's files, or a link alone when the example does not run in it;
 * - admonitions (`:::note Title`) become block quotes that start with their kind and title;
 * - every link and image URL becomes absolute.
 *
 * A component this module does not know is unwrapped (its children are kept)
 * and reported through `onUnknownComponent`, so a new component never silently
 * swallows content.
 */

/** The admonition keywords of the classic theme, and how each is shown. */
const admonitionLabels: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

export interface ConvertOptions {
  /** The source file, for resolving relative links to other pages. */
  filePath: string;
  /** Title of the page; written as the first heading when the page has no `#` heading. */
  title: string;
  /** Absolute URL of the page's HTML version. */
  pageUrl: string;
  /** Absolute URL of the site root, ending with a slash (origin plus base URL). */
  siteUrl: string;
  /** The URL path (permalink) of the page an absolute source file path renders, if it is one. */
  permalinkOfSource(file: string): string | undefined;
  /** The demo behind `<LiveExample name>`, in `kit` where it runs there. */
  readLiveExample(name: string, kit?: string): LiveExampleSource;
  /** The UI kit the Markdown is for (an `llms-<kit>.txt`); every kit's content when absent. */
  kit?: string;
  /** The data of `<KitMatrix />` (plugins/kit-matrix), rendered as a table. */
  readKitMatrix?(): KitMatrixData;
  /** Called with the name of every JSX component that has no Markdown form here. */
  onUnknownComponent?(name: string): void;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const printer = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-', listItemIndent: 'one'});

function text(value: string): PhrasingContent {
  return {type: 'text', value};
}

function strongParagraph(value: string): Paragraph {
  return {type: 'paragraph', children: [{type: 'strong', children: [text(value)]}]};
}

function isJsxElement(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function stringAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = element.attributes.find(
    (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** The string a JSX expression stands for when it is a plain string literal (`{'<'}`), else undefined. */
function literalValue(expression: string): string | undefined {
  const match = /^\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1\s*$/.exec(expression);
  return match ? match[2]!.replace(/\\(.)/g, '$1') : undefined;
}

/** Makes a link or image URL absolute, mapping links to `.md`/`.mdx` sources to their pages. */
export function absoluteUrl(
  href: string,
  options: Pick<ConvertOptions, 'filePath' | 'pageUrl' | 'siteUrl' | 'permalinkOfSource'>,
): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    return href;
  }
  if (href.startsWith('#')) {
    return `${options.pageUrl}${href}`;
  }
  const site = new URL(options.siteUrl);
  const [pathPart = '', hash = ''] = href.split(/(?=#)/);
  if (/\.mdx?$/.test(pathPart) && !pathPart.startsWith('/')) {
    const permalink = options.permalinkOfSource(
      path.resolve(path.dirname(options.filePath), decodeURIComponent(pathPart)),
    );
    if (permalink !== undefined) {
      return `${site.origin}${permalink}${hash}`;
    }
  }
  if (href.startsWith('/')) {
    // Docusaurus puts the base URL in front of root-relative links that lack it.
    return href.startsWith(site.pathname) ? `${site.origin}${href}` : `${site.origin}${site.pathname}${href.slice(1)}`;
  }
  return new URL(href, options.pageUrl).href;
}

/** The kit support matrix as a table: the same rows, columns and links as the page shows. */
function kitMatrixTable(matrix: KitMatrixData, options: ConvertOptions): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
  const link = (route: string, label: string): PhrasingContent => ({
    type: 'link',
    url: absoluteUrl(`/docs/api/${route}`, options),
    children: [text(label)],
  });
  return {
    type: 'table',
    children: [
      {
        type: 'tableRow',
        children: [cell([text('Name')]), ...matrix.kits.map((kit) => cell([link(`ui/${kit.name}`, kit.label)]))],
      },
      ...matrix.rows.map((row) => ({
        type: 'tableRow' as const,
        children: [
          cell([{type: 'inlineCode', value: row.name}, text(` (${row.kind})`)]),
          ...matrix.kits.map((kit) => {
            const route = row.cells[kit.name];
            return cell([route ? link(route, route.split('/').at(-1) ?? route) : text('not provided')]);
          }),
        ],
      })),
    ],
  };
}

function liveExampleBlocks(element: JsxElement, options: ConvertOptions): RootContent[] {
  const name = stringAttribute(element, 'name');
  if (name === undefined) {
    throw new Error(`<LiveExample> without a name in ${options.filePath}`);
  }
  const demo = options.readLiveExample(name, options.kit);
  const demoUrl = absoluteUrl(`/demos/#/${name}`, options);
  if (options.kit && !demo.kits.includes(options.kit)) {
    // Another kit's code has no place in this kit's Markdown: the example is named, not shown.
    return [
      {
        type: 'paragraph',
        children: [
          {type: 'strong', children: [text(`Live example: ${demo.title}`)]},
          text(` (not available in this UI kit; it runs in ${demo.kits.join(', ')} at `),
          {type: 'link', url: demoUrl, children: [text(demoUrl)]},
          text(').'),
        ],
      },
    ];
  }
  const intro: Paragraph = {
    type: 'paragraph',
    children: [
      {type: 'strong', children: [text(`Live example: ${demo.title}`)]},
      text(` (UI kit: ${demo.kit}; runs at `),
      {type: 'link', url: demoUrl, children: [text(demoUrl)]},
      text('). Its source files:'),
    ],
  };
  // The page titles each file with its path in the demos folder, as the line above its block.
  const files = demo.files.flatMap((file): RootContent[] => [
    {type: 'paragraph', children: [{type: 'inlineCode', value: `${name}/${file.name}`}]},
    {type: 'code', lang: file.language, meta: `title="${file.name}"`, value: file.code.replace(/\n+$/, '')},
  ]);
  return [intro, ...files];
}

/** What a `<summary>` shows, code and links included: its inline content, or its paragraphs' when MDX made it a block. */
function summaryContent(summary: JsxElement): PhrasingContent[] {
  return (summary.children as (RootContent | PhrasingContent)[]).flatMap((child) =>
    child.type === 'paragraph' ? child.children : [child as PhrasingContent],
  );
}

function admonitionBlocks(directive: ContainerDirective): RootContent[] {
  const [first, ...rest] = directive.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const kind = admonitionLabels[directive.name]!;
  const heading: Paragraph = {
    type: 'paragraph',
    children: [
      {type: 'strong', children: hasLabel ? [text(`${kind}: `), ...(first as Paragraph).children] : [text(kind)]},
    ],
  };
  return [{type: 'blockquote', children: [heading, ...(hasLabel ? rest : directive.children)] as never}];
}

/**
 * A code block of a page every kit reads, in one kit's Markdown: code written for another kit
 * (the guides' sample kit) becomes that kit's (lib/kit-code.ts); a kit with no browser package
 * gets a line saying so instead.
 */
function codeBlockInKit(node: Code, kit: KitName): Nodes[] {
  const code = codeInKit(node.value, kit);
  if (code === undefined) {
    const from = foreignKitOf(node.value, kit)!;
    return [
      {
        type: 'paragraph',
        children: [
          text(
            `(A code block written for ${from.label} stands here in the other kits' files; ${kitByName(kit).label} has no 7.x package, so there is no ${kitByName(kit).label} version of it.)`,
          ),
        ],
      },
    ];
  }
  node.value = code;
  return [node];
}

/** Source text of a node, for syntax that only looked like a directive (`10:30`, `:smile:`). */
function sourceOf(node: Nodes, source: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? '' : source.slice(start, end);
}

/** Rewrites one node into the nodes that replace it (none, itself, or others). */
function rewrite(node: Nodes, options: ConvertOptions, source: string): Nodes[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const literal = literalValue(node.value);
      if (literal !== undefined) {
        return [node.type === 'mdxTextExpression' ? text(literal) : {type: 'paragraph', children: [text(literal)]}];
      }
      // Comments and heading ids (`{#custom-id}`) have no visible text.
      if (/^\s*(\/\*[\s\S]*\*\/)?\s*$/.test(node.value) || /^#[\w-]+$/.test(node.value.trim())) {
        return [];
      }
      return [
        node.type === 'mdxTextExpression' ? {type: 'inlineCode', value: node.value} : {type: 'code', value: node.value},
      ];
    }
    case 'code':
      return options.kit && isKitName(options.kit) ? codeBlockInKit(node, options.kit) : [node];
    case 'containerDirective':
      return node.name in admonitionLabels ? admonitionBlocks(node) : node.children;
    case 'leafDirective':
      return [{type: 'paragraph', children: [text(sourceOf(node, source))]}];
    case 'textDirective':
      return [text(sourceOf(node, source))];
    case 'link':
    case 'image':
    case 'definition':
      node.url = absoluteUrl(node.url, options);
      return [node];
    case 'heading':
      // An explicit id (`## Title {#custom-id}`) reaches the tree as text; the reader never sees it.
      if (node.children.at(-1)?.type === 'text') {
        const last = node.children.at(-1) as {value: string};
        last.value = last.value.replace(/\s*\{#[\w-]+\}\s*$/, '');
      }
      return [node];
    default:
      break;
  }
  if (!isJsxElement(node)) {
    return [node];
  }
  switch (node.name) {
    case 'LiveExample':
      return liveExampleBlocks(node, options);
    case 'KitMatrix':
      if (options.readKitMatrix) {
        return [kitMatrixTable(options.readKitMatrix(), options)];
      }
      options.onUnknownComponent?.(node.name);
      return [];
    case focusComponent:
      return kitFocusNodes() as Nodes[];
    case 'TabItem': {
      const label = stringAttribute(node, 'label') ?? stringAttribute(node, 'value') ?? '';
      return [strongParagraph(label), ...node.children];
    }
    case 'summary':
      return [{type: 'paragraph', children: [{type: 'strong', children: summaryContent(node)}]}];
    case 'br':
      return [{type: 'break'}];
    case 'Tabs':
      if (options.kit && stringAttribute(node, 'groupId') === kitTabsGroup) {
        return node.children.filter(
          (child) => !isJsxElement(child as Nodes) || stringAttribute(child as JsxElement, 'value') === options.kit,
        ) as Nodes[];
      }
      return node.children;
    case 'details':
    case 'div':
    case 'span':
    case null:
      return node.children;
    default:
      if (node.name && /^[A-Z]/.test(node.name)) {
        options.onUnknownComponent?.(node.name);
      }
      return node.children;
  }
}

/** Rewrites the children of a parent, repeating until no replaced node needs rewriting itself. */
function rewriteChildren(parent: Parent, options: ConvertOptions, source: string): void {
  const result: Nodes[] = [];
  const queue = [...(parent.children as Nodes[])];
  while (queue.length > 0) {
    const child = queue.shift()!;
    const replaced = rewrite(child, options, source);
    if (replaced.length === 1 && replaced[0] === child) {
      if ('children' in child) {
        rewriteChildren(child as Parent, options, source);
      }
      result.push(child);
    } else {
      queue.unshift(...replaced);
    }
  }
  parent.children = result as never;
}

/** Converts the body of an MDX page (front matter already removed) to Markdown. */
export function mdxToMarkdown(body: string, options: ConvertOptions): string {
  // The same compatibility steps the docs plugin applies before MDX sees the file.
  const source = admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(body)),
    Object.keys(admonitionLabels),
  );
  const tree = parser.parse(source) as Root;
  rewriteChildren(tree, options, source);
  if (!tree.children.some((node) => node.type === 'heading' && node.depth === 1)) {
    tree.children.unshift({type: 'heading', depth: 1, children: [text(options.title)]});
  }
  return (
    String(printer.stringify(tree))
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}
