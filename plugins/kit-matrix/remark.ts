import {browserKits} from '../../lib/kits';
import {
  behaviourColumns,
  behaviourRows,
  focusColumns,
  focusRows,
  readKitBehaviour,
  themeRows,
  versionsSentence,
} from './behaviour-table';

/**
 * Remark plugin: replaces `<KitBehaviour kit="…" />` in a page by the kit's measured behaviour
 * (lib/kits/<kit>/behaviour.json, see tests/browser/kit-behaviour.spec.ts): a sentence naming the
 * versions measured, the table of types, and the table of theme props. Markdown nodes only, so the
 * page gets static HTML and no component or data file to load. `<KitFocus />` is replaced the same
 * way by the table of what `field.focus` focuses in every browser kit.
 */

interface Node {
  type: string;
  children?: Node[];
  value?: string;
}
interface MdxJsxElement extends Node {
  name: string | null;
  attributes: {type: string; name?: string; value?: unknown}[];
}
interface VFileLike {
  path?: string;
}

export const behaviourComponent = 'KitBehaviour';
export const focusComponent = 'KitFocus';

const text = (value: string): Node => ({type: 'text', value});

/** Inline Markdown of a cell: `code` spans and text. */
function inline(value: string): Node[] {
  return value
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('`') ? {type: 'inlineCode', value: part.slice(1, -1)} : text(part)));
}

function table(header: string[], rows: string[][]): Node {
  const row = (cells: string[]): Node => ({
    type: 'tableRow',
    children: cells.map((cell) => ({type: 'tableCell', children: inline(cell)})),
  });
  return {type: 'table', align: header.map(() => null), children: [row(header), ...rows.map(row)]} as Node;
}

const paragraph = (value: string): Node => ({type: 'paragraph', children: inline(value)});

/** The Markdown nodes that stand for one kit's measured behaviour. */
export function kitBehaviourNodes(kit: string): Node[] {
  const data = readKitBehaviour(kit);
  const nodes = [
    paragraph(
      `Measured in Chromium with ${versionsSentence(data)}, by the site's tests: each type is rendered in the playground's frame with its real components, acted on (a click, a key, Tab), and re-measured on every change of the site, which fails when a cell changes. Each field sets \`label\`, \`description\`, \`placeholder\`, \`required\`, \`tabindex\`, \`attributes\` and \`className\`; option types get three options, one disabled. A handler cell lists the handlers Formly calls for that action, each with its second argument (the field comes first).`,
    ),
    table(behaviourColumns, behaviourRows(data)),
  ];
  if (data.notInFrame.length > 0) {
    nodes.push(
      paragraph(
        `Not measured: ${data.notInFrame.map((type) => `\`${type}\``).join(', ')} (the playground registers only the main feature and the entry points its examples use).`,
      ),
    );
  }
  if (data.theme.length > 0) {
    nodes.push(
      paragraph(
        'Theme props, measured the same way: each type rendered with the prop and without it, at rest and after a click on its control (select and date types at rest only), comparing the computed style and layout of every element.',
      ),
      table(['Prop', 'Changes the look of', 'Changes nothing visible in'], themeRows(data)),
    );
  }
  return nodes;
}

/** The table of what `field.focus` focuses, every browser kit's measured types. */
export function kitFocusNodes(): Node[] {
  const kits = browserKits.map((kit) => ({label: kit.label, data: readKitBehaviour(kit.name)}));
  return [table(focusColumns, focusRows(kits))];
}

function replaceIn(node: Node, file: VFileLike): void {
  const children = node.children;
  if (!children) {
    return;
  }
  for (let index = 0; index < children.length; index++) {
    const child = children[index] as MdxJsxElement;
    if (child.type === 'mdxJsxFlowElement' && child.name === focusComponent) {
      const replacement = kitFocusNodes();
      children.splice(index, 1, ...replacement);
      index += replacement.length - 1;
    } else if (child.type === 'mdxJsxFlowElement' && child.name === behaviourComponent) {
      const kit = child.attributes.find((attribute) => attribute.name === 'kit')?.value;
      if (typeof kit !== 'string') {
        throw new Error(
          `[kit-matrix] <${behaviourComponent}> needs kit="<kit name>"${file.path ? ` in ${file.path}` : ''}.`,
        );
      }
      const replacement = kitBehaviourNodes(kit);
      children.splice(index, 1, ...replacement);
      index += replacement.length - 1;
    } else {
      replaceIn(child, file);
    }
  }
}

export function remarkKitBehaviour() {
  return (tree: Node, file: VFileLike): void => replaceIn(tree, file);
}
