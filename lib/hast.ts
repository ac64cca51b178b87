import type {ElementContent, RootContent} from 'hast';

/** The text of a node and its descendants, MDX elements included (a component inside a paragraph). */
export function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  return 'children' in node ? (node.children as ElementContent[]).map(textOf).join('') : '';
}
