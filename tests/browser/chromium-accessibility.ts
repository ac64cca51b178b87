import type {Page} from '@playwright/test';

/**
 * What Chromium's own accessibility tree holds (what a screen reader is handed), read over the DevTools protocol
 * for claims about names, beside Playwright's computed accessible name.
 */

/**
 * The name and description Chromium's tree gives the element whose DOM id is `id`, trimmed of the spaces a
 * label's template whitespace leaves in them.
 */
export async function chromiumNode(page: Page, id: string): Promise<{name?: string; description?: string}> {
  const cdp = await page.context().newCDPSession(page);
  const {nodes} = await cdp.send('Accessibility.getFullAXTree');
  const {root} = await cdp.send('DOM.getDocument', {depth: -1});
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector: `#${id}`});
  const {node} = await cdp.send('DOM.describeNode', {nodeId});
  await cdp.detach();
  const axNode = nodes.find((candidate) => candidate.backendDOMNodeId === node.backendNodeId);
  return {
    name: (axNode?.name?.value as string | undefined)?.trim(),
    description: (axNode?.description?.value as string | undefined)?.trim(),
  };
}

/** The names and text of every node of Chromium's tree that is not ignored: what a screen reader can read out. */
export async function chromiumTexts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const {nodes} = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored)
    .map((node) => String(node.name?.value ?? '').trim())
    .filter((name) => name !== '');
}
