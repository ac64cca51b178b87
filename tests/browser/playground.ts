import type {Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';
import {defaultStarter} from '../../plugins/playground/starters';
import {encodeState, type PlaygroundState} from '../../plugins/playground/state';

/** The playground's sandboxed frame, where the form renders with the kit's real components. */
export const form = (page: Page) => page.frameLocator('iframe[title^="Form preview"]');

/** Opens /playground, with a state in `hash` (encodeState) if given, once its form has reported. */
export async function openPlayground(page: Page, hash = ''): Promise<void> {
  await page.goto(`/playground${hash}`);
  await waitForHydration(page);
  // CodeMirror arrives after first paint; the tests type into it.
  await expect(page.locator('#playground-panel-config .cm-content')).toBeVisible();
  // The frame parses a large inline bundle: on a busy machine that takes a while.
  await expect(page.getByTestId('form-status')).not.toHaveText('Loading the form…', {timeout: 30_000});
}

/** The default starter's state with `change` applied. */
export function stateWith(change: Partial<PlaygroundState>): PlaygroundState {
  return {
    kit: 'bootstrap',
    mode: 'fields',
    fields: defaultStarter.config,
    schema: '{}',
    model: defaultStarter.model,
    options: defaultStarter.options,
    ...change,
  };
}

/**
 * Opens the playground on a form of `fields` in `kit`, with `model` (default empty):
 * how the claim tests run a kit's real components on a JSON configuration.
 */
export async function openFormInPlayground(
  page: Page,
  kit: PlaygroundState['kit'],
  fields: unknown[],
  model: Record<string, unknown> = {},
): Promise<void> {
  await openPlayground(
    page,
    await encodeState(stateWith({kit, fields: JSON.stringify(fields), model: JSON.stringify(model)})),
  );
  // The frame fetches the kit's stylesheet while the form renders, and names its link only once the
  // sheet has loaded (demos/src/app/kit-stylesheet.ts): a claim about layout or colour measured
  // before then measures the unstyled form (a Kendo label read 'above' inside k-form-horizontal).
  await expect(form(page).locator('link#kit-stylesheet')).toHaveCount(1);
}

/**
 * Adds `css` to the frame's document as a stylesheet of its own, as a rule in an application's global
 * stylesheet would apply; the returned function removes it again.
 */
export async function addFrameStyle(page: Page, css: string): Promise<() => Promise<void>> {
  const frame = await (await form(page).owner().elementHandle())!.contentFrame();
  const style = await frame!.addStyleTag({content: css});
  return async () => {
    await style.evaluate((element) => (element as Element).remove());
    await style.dispose();
  };
}

/** The model the playground prints under its form, parsed. */
export async function playgroundModel(page: Page): Promise<unknown> {
  return JSON.parse(await page.getByTestId('model-output').innerText());
}
