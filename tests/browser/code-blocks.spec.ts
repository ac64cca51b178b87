import type {Locator} from '@playwright/test';
import {test, expect, switchColorScheme, waitForHydration, phoneViewport} from './fixtures';
import {waitForDemoHeight} from './demos';

/**
 * Code blocks are highlighted at build time (plugins/code-highlight): the HTML
 * carries Prism's token classes, a stylesheet colours them by colour mode, and
 * no page downloads Prism to highlight its own code.
 */

const guide = '/docs/guide/validation';

/** The colour of the first keyword token of the page's first code block. */
const keywordColour = (page: import('@playwright/test').Page) =>
  page
    .locator('pre.prism-code .token.keyword')
    .first()
    .evaluate((element) => getComputedStyle(element).color);

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('code is highlighted in the HTML itself', async ({page}) => {
    await page.goto(guide);
    const block = page.locator('pre.prism-code').first();
    await expect(block.locator('.token.keyword').first()).toBeVisible();
    await expect(block.locator('.token.string').first()).toBeVisible();
    expect(await keywordColour(page)).not.toBe(await block.evaluate((element) => getComputedStyle(element).color));
  });
});

test('token colours follow the colour mode', async ({page}) => {
  await page.goto(guide);
  await waitForHydration(page);
  const light = await keywordColour(page);
  await switchColorScheme(page, 'dark');
  await expect.poll(() => keywordColour(page)).not.toBe(light);
});

/** A string only Prism's bundled grammars contain (prism-react-renderer ships Objective-C). */
const prismSignature = 'objectivec';

/** One page of each type; the blog post has no code, and must not load Prism either. */
const pagesWithCode = ['/', guide, '/docs/examples/validation/built-in-validations', '/docs/api/ui/bootstrap/input'];

for (const path of [...pagesWithCode, '/blog/welcome']) {
  const hasCode = pagesWithCode.includes(path);
  test(`${path} ${hasCode ? 'shows its code highlighted and ' : ''}does not download Prism`, async ({page}) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        bodies.push(response.text().catch(() => ''));
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    if (hasCode) {
      await expect(page.locator('pre.prism-code .token:not(.plain)').first()).toBeAttached();
    }
    await page.waitForLoadState('networkidle');
    const withPrism = (await Promise.all(bodies)).filter((body) => body.includes(prismSignature));
    expect(withPrism, 'scripts that contain Prism').toEqual([]);
  });
}

test('a code block the browser has not rendered yet already takes the height it renders at', async ({page}) => {
  // The API reference of the core package: the most code of any page, most of it far below the fold.
  await page.goto('/docs/api/core');
  await waitForHydration(page);
  const heights = () =>
    page.locator('pre.prism-code').evaluateAll((blocks) =>
      blocks.map((block) => ({
        height: block.getBoundingClientRect().height,
        skipped: !block.firstElementChild!.checkVisibility({contentVisibilityAuto: true}),
      })),
    );
  const reserved = await heights();
  expect(
    reserved.filter(({skipped}) => skipped).length,
    'code blocks off screen whose rendering is skipped',
  ).toBeGreaterThan(reserved.length / 2);
  // Sections whose rendering is skipped hold code blocks too (plugins/deferred-sections).
  await page.addStyleTag({
    content: ':is(pre.prism-code, .deferred-section) { content-visibility: visible !important; }',
  });
  const rendered = await heights();
  expect(rendered.every(({skipped}) => !skipped)).toBe(true);
  const mismatches = reserved
    .map(({height}, index) => ({index, reserved: height, rendered: rendered[index]!.height}))
    .filter(({reserved: before, rendered: after}) => Math.abs(before - after) > 1);
  expect(mismatches, 'code blocks whose reserved height differs from their rendered height').toEqual([]);
});

test.describe('word wrap, on a phone', () => {
  test.use({viewport: phoneViewport});

  /** Whether each block scrolls sideways, and whether it offers the word-wrap button, as the reader sees it. */
  const wrapState = (block: Locator) =>
    block.evaluate((pre) => ({
      scrolls: pre.scrollWidth > pre.clientWidth,
      button: pre.parentElement!.querySelector('button[aria-label="Toggle word wrap"]') !== null,
    }));

  /** Brings the block on screen and waits for the browser to render it (off screen, it skips it). */
  async function showBlock(block: Locator): Promise<{scrolls: boolean}> {
    await block.scrollIntoViewIfNeeded();
    await expect
      .poll(() => block.evaluate((pre) => pre.firstElementChild!.checkVisibility({contentVisibilityAuto: true})))
      .toBe(true);
    return wrapState(block);
  }

  test('a block far down the page offers word wrap once on screen if it scrolls, and wraps its lines', async ({
    page,
  }) => {
    await page.goto('/docs/api/core');
    await waitForHydration(page);
    const blocks = page.locator('pre.prism-code');
    const count = await blocks.count();
    const states: {index: number; scrolls: boolean}[] = [];
    // The last ten blocks: off screen, and so not rendered, when the page hydrated.
    for (let index = count - 10; index < count; index += 1) {
      const block = blocks.nth(index);
      const {scrolls} = await showBlock(block);
      await expect.poll(() => wrapState(block), `block ${index}`).toEqual({scrolls, button: scrolls});
      states.push({index, scrolls});
    }
    expect(states.some(({scrolls}) => scrolls) && states.some(({scrolls}) => !scrolls)).toBe(true);

    const wide = blocks.nth(states.find(({scrolls}) => scrolls)!.index);
    const toggle = wide.locator('xpath=..').getByRole('button', {name: 'Toggle word wrap'});
    await toggle.click();
    await expect.poll(() => wrapState(wide)).toEqual({scrolls: false, button: true});
    await toggle.click();
    await expect.poll(() => wrapState(wide)).toEqual({scrolls: true, button: true});
  });

  test('a block in a tab panel measures itself when its tab is shown', async ({page}) => {
    await page.goto('/docs/examples/validation/built-in-validations');
    await waitForHydration(page);
    const example = page.getByRole('region', {name: /^Live example/}).first();
    const fileTabs = example.getByRole('tablist').filter({has: page.getByRole('tab', {name: 'app.ts', exact: true})});
    const names = await fileTabs.getByRole('tab').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    const seen: boolean[] = [];
    for (const name of names) {
      await fileTabs.getByRole('tab', {name, exact: true}).click();
      const block = example.locator('[role="tabpanel"]:not([hidden]) pre.prism-code').first();
      const {scrolls} = await showBlock(block);
      await expect.poll(() => wrapState(block), name).toEqual({scrolls, button: scrolls});
      seen.push(scrolls);
    }
    expect(seen, 'a file whose code scrolls sideways').toContain(true);
  });
});

test.describe('the copy button', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  /** Clicks the copy button of `block` and returns the clipboard and what the block shows. */
  async function copyOf(block: Locator): Promise<{copied: string; shown: string}> {
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeAttached();
    const copied = await block.page().evaluate(() => navigator.clipboard.readText());
    // Each line is an element of its own: the text the reader sees is theirs, one per line.
    const shown = await block
      .locator('pre code')
      .evaluate((code) => Array.from(code.children, (line) => line.textContent ?? '').join('\n'));
    return {copied, shown};
  }

  /** Lines as a reader compares them: trailing spaces and the final newline do not count. */
  const lines = (text: string) => text.replace(/[ \t]+$/gm, '').replace(/\n+$/, '');

  test("copies what each block of a guide shows: highlight comments and hidden tabs' code left out", async ({page}) => {
    await page.goto('/docs/guide/getting-started');
    await waitForHydration(page);
    const blocks = page.locator('article .theme-code-block').filter({visible: true});
    const count = await blocks.count();
    expect(count).toBeGreaterThan(0);
    let highlighted = 0;
    for (let index = 0; index < count; index++) {
      const {copied, shown} = await copyOf(blocks.nth(index));
      expect(lines(copied), `block ${index + 1} of ${count}`).toBe(lines(shown));
      expect(copied).not.toMatch(/highlight-(next-line|start|end)/);
      highlighted += await blocks.nth(index).locator('.theme-code-block-highlighted-line').count();
    }
    // The page marks lines with highlight comments, which the copy must not carry.
    expect(highlighted).toBeGreaterThan(0);
  });

  test("copies an example's file as the chosen kit shows it, after a kit switch", async ({page}) => {
    await page.goto('/docs/examples/introduction?kit=material');
    await waitForHydration(page);
    // The page is served with its own kit's panel; the kit in the query string is selected after
    // hydration. A file tab clicked before that would be one of the panel the switch then hides.
    const example = page.getByRole('region', {name: /^Live example:/});
    await expect(example.getByRole('tab', {name: 'Material', exact: true})).toHaveAttribute('aria-selected', 'true');
    // The Material demo reports a height of its own: clicks wait until the tabs below it stop moving.
    await waitForDemoHeight(example.locator('iframe[data-kit="material"]'));
    const panel = example.locator('[role="tabpanel"]:not([hidden])').first();
    for (const file of ['app.config.ts', 'app.html']) {
      await panel.getByRole('tab', {name: file, exact: true}).click();
      const block = panel.locator('[role="tabpanel"]:not([hidden]) .theme-code-block');
      await expect(block).toContainText(file === 'app.config.ts' ? '@ngx-formly/material' : '<formly-form');
      const {copied, shown} = await copyOf(block);
      expect(lines(copied), file).toBe(lines(shown));
      expect(copied).not.toContain('bootstrap');
    }
  });
});
