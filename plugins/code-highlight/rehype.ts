import type {Element, ElementContent, Root, RootContent} from 'hast';
import {highlightCode} from './highlight';
import {codeOfLines} from './client';
import {textOf} from '../../lib/hast';

/**
 * Rehype plugin: highlights every fenced code block of a page at build time.
 * The tokens travel to `@theme/CodeBlock` as a `tokens` prop (JSON), so the
 * browser neither loads Prism nor tokenizes code again while the page hydrates.
 * The block's text is then dropped from the page: it is the tokens' text, and
 * the CodeBlock reads it back from them.
 * Blocks in a language Prism does not know get plain lines, so that the browser
 * knows there is nothing to highlight.
 */
export default function rehypeCodeTokens() {
  return (tree: Root): void => {
    visit(tree);
  };
}

/** Walks elements and MDX JSX elements (a code block inside <TabItem>) alike. */
function visit(node: {children?: unknown[]}): void {
  for (const child of (node.children ?? []) as (RootContent | ElementContent)[]) {
    const code = child.type === 'element' && child.tagName === 'pre' ? child.children.find(isCodeElement) : undefined;
    if (code) {
      addTokens(code);
    } else if ('children' in child) {
      visit(child);
    }
  }
}

const isCodeElement = (node: ElementContent): node is Element => node.type === 'element' && node.tagName === 'code';

function addTokens(code: Element): void {
  const classNames = code.properties.className;
  const language = (Array.isArray(classNames) ? classNames : [])
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const text = textOf(code);
  const lines = highlightCode(text, language);
  code.properties.tokens = JSON.stringify(lines);
  if (text !== '' && codeOfLines(lines) === text) {
    code.children = [];
  }
}
