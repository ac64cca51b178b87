import type {Element, ElementContent, Root, RootContent} from 'hast';
import {textOf} from '../../lib/hast';
import {DEFERRED_SECTION_CLASS} from './className';

export {DEFERRED_SECTION_CLASS};

const HEADING = /^h[1-6]$/;

/**
 * Rehype plugin: wraps the body of each section of a page (what follows a
 * heading, up to the next heading) in an element that the browser renders
 * only as it nears the viewport (`content-visibility: auto`, see
 * sections.css). A long reference page then costs the browser the layout of
 * its first screen while its HTML arrives, not of every table and code block.
 * The headings stay outside the wrappers, so that the table of contents reads
 * their positions without making the browser render a skipped section.
 *
 * Only bodies that hold a code block or a table are wrapped: they are where the
 * layout work is. Bodies with MDX components (a live example, tabs, an
 * admonition) are left alone, since their components may measure themselves or
 * watch their visibility. The intro, before the first heading, is left alone
 * too: it is on the first screen.
 */
export default function rehypeDeferredSections() {
  return (tree: Root): void => {
    const children: RootContent[] = [];
    let body: RootContent[] = [];
    let afterHeading = false;
    const flush = () => {
      if (afterHeading && body.some(isHeavy) && !body.some(staysUnwrapped)) {
        children.push(sectionBody(body));
      } else {
        children.push(...body);
      }
      body = [];
    };
    for (const child of tree.children) {
      if (child.type === 'element' && HEADING.test(child.tagName)) {
        flush();
        children.push(child);
        afterHeading = true;
      } else {
        body.push(child);
      }
    }
    flush();
    tree.children = children;
  };
}

/** MDX components, and imports or exports, which must stay at the top level of the page. */
const staysUnwrapped = (node: RootContent): boolean =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' || node.type === 'mdxjsEsm';

const isHeavy = (node: RootContent): boolean =>
  node.type === 'element' && (node.tagName === 'pre' || node.tagName === 'table');

function sectionBody(nodes: RootContent[]): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: [DEFERRED_SECTION_CLASS],
      style: `--deferred-section-height:${Math.round(estimatedHeight(nodes))}px`,
    },
    children: nodes as ElementContent[],
  };
}

/**
 * A rough height of the nodes on a phone, in CSS pixels: the size the browser
 * reserves for a section until it has rendered it once (it then remembers the
 * real one). Only the scrollbar's length depends on it.
 */
function estimatedHeight(nodes: RootContent[]): number {
  let height = 0;
  for (const node of nodes) {
    if (node.type !== 'element') {
      continue;
    }
    if (node.tagName === 'pre') {
      height += lineCount(node) * 21 + 52;
    } else if (node.tagName === 'table') {
      height += tableHeight(node) + 20;
    } else if (node.tagName === 'ul' || node.tagName === 'ol') {
      height += node.children.filter((item) => item.type === 'element').length * 30 + textLines(node) * 27;
    } else {
      height += textLines(node) * 27 + 20;
    }
  }
  return height;
}

const textLines = (node: Element): number => Math.max(1, Math.ceil(textOf(node).length / 42));

function lineCount(pre: Element): number {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const tokens = code?.properties.tokens;
  if (typeof tokens === 'string') {
    return (JSON.parse(tokens) as unknown[]).length;
  }
  return textOf(pre).split('\n').length;
}

/** A row is as tall as its longest cell, wrapped to the cell's share of a phone's width. */
function tableHeight(table: Element): number {
  const rows: Element[] = [];
  const collect = (node: Element) => {
    for (const child of node.children) {
      if (child.type === 'element') {
        if (child.tagName === 'tr') {
          rows.push(child);
        } else {
          collect(child);
        }
      }
    }
  };
  collect(table);
  return rows.reduce((height, row) => {
    const cells = row.children.filter((cell) => cell.type === 'element');
    const charsPerLine = Math.max(12, 44 / Math.max(1, cells.length));
    const lines = Math.max(1, ...cells.map((cell) => Math.ceil(textOf(cell).length / charsPerLine)));
    return height + 17 + lines * 24;
  }, 0);
}
