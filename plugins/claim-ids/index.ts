import {isClaimComment} from '../../lib/claim-ids';

/**
 * Remark plugin: drops the claim comments (`{/* claim: … *\/}`, lib/claim-ids.ts) from a
 * page and joins the text on either side, so that a sentence carrying an ID renders
 * exactly as it did without one (MDX alone would keep the two halves as separate text
 * nodes, and React would print `<!-- -->` between them).
 */
interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

function dropClaimComments(node: Node): void {
  if (!node.children) return;
  const kept: Node[] = [];
  let afterComment = false;
  for (const child of node.children) {
    if (
      (child.type === 'mdxTextExpression' || child.type === 'mdxFlowExpression') &&
      isClaimComment(child.value ?? '')
    ) {
      afterComment = true;
      continue;
    }
    const previous = kept[kept.length - 1];
    if (afterComment && child.type === 'text' && previous?.type === 'text') {
      previous.value = `${previous.value ?? ''}${child.value ?? ''}`;
    } else {
      dropClaimComments(child);
      kept.push(child);
    }
    afterComment = false;
  }
  node.children = kept;
}

export function remarkClaimIds() {
  return (tree: Node): void => dropClaimComments(tree);
}
