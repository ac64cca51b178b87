import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousAxeViolations,
  hostPageIcon,
  waitForHydration,
  readStorage,
  seedStorage,
  switchColorScheme,
  type AxeRules,
  phoneViewport,
} from './fixtures';

/**
 * The accessibility fixes made on top of the theme, each checked where its
 * defect was. Every page of the sitemap also goes through axe in pages.spec.ts,
 * and tests/unit/palette-contrast.test.ts checks the contrast of every colour
 * pair of the site's style sheets, code tokens included, in both modes.
 */

/** Runs the given axe rules on a part of the page; fails on a violation, and when none of the rules found anything to check. */
async function expectAxeRulesPass(page: Page, include: string, rules: string[]): Promise<void> {
  const results = await new AxeBuilder({page}).include(include).withRules(rules).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(', ')}`,
    ),
  ).toEqual([]);
  expect(results.passes.map((pass) => pass.id)).toEqual(expect.arrayContaining(rules));
}

test('the scans find violations in the page, in its same-origin frames, in dark colours, and names that hide their text', async ({
  page,
}) => {
  await page.route('**/probe-frame', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Probe</title>${hostPageIcon}</head><body><main><button></button></main></body></html>`,
    }),
  );
  // A short page: the probes, not the page, are what this test is about.
  await page.goto('/docs/api/schematics');
  await waitForHydration(page);
  await expectNoSeriousAxeViolations(page);
  const article = page.locator('article').first();
  const probe = async (html: string, rules: AxeRules, found: RegExp) => {
    await article.evaluate((element, markup) => element.insertAdjacentHTML('afterbegin', markup), html);
    await expect(expectNoSeriousAxeViolations(page, {rules})).rejects.toThrow(found);
    await article.evaluate((element) => element.firstElementChild!.remove());
  };

  // Label in name (WCAG 2.5.3), which axe leaves off unless asked: the scans of every page turn it on.
  await probe(
    '<a id="misnamed" href="/docs/guide/faq" aria-label="Frequently asked questions">Read the FAQ</a>',
    'structure',
    /label-content-name-mismatch: #misnamed/,
  );
  await probe('<p id="faint" style="color:#c8c8c8">Faint</p>', 'all', /color-contrast: #faint/);
  await probe(
    '<iframe id="probe" title="Probe" src="/probe-frame"></iframe>',
    'structure',
    /button-name: #probe button/,
  );

  // Readable in light mode, too dark on the dark background.
  await article.evaluate((element) =>
    element.insertAdjacentHTML(
      'afterbegin',
      '<style>[data-theme="dark"] #dim { color: #303030; }</style><p id="dim">Dim in the dark</p>',
    ),
  );
  await expectNoSeriousAxeViolations(page, {rules: 'colour'});
  await switchColorScheme(page, 'dark');
  await expect(expectNoSeriousAxeViolations(page, {rules: 'colour'})).rejects.toThrow(/color-contrast: #dim/);
});

test("the search button's accessible name contains the text it shows", async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/guide/getting-started');
  await waitForHydration(page);
  const button = page.locator('.DocSearch-Button');
  await expect(button).toBeVisible();
  const shown = (await button.innerText()).replace(/\s+/g, ' ').trim().toLowerCase();
  expect(shown).not.toBe('');
  expect((await button.getAttribute('aria-label'))?.toLowerCase()).toContain(shown);
  await expectAxeRulesPass(page, '.DocSearch-Button', ['label-content-name-mismatch']);
});

for (const path of ['/docs/api/core', '/docs/guide/properties-options']) {
  test(`the wide tables of ${path} scroll with the keyboard`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(path);
    await waitForHydration(page);
    const boxes = page.getByRole('group', {name: /^Table/});
    const overflowing = await boxes.evaluateAll((elements) =>
      elements
        .map((element, index) => (element.scrollWidth > element.clientWidth ? index : -1))
        .filter((index) => index >= 0),
    );
    expect(overflowing.length).toBeGreaterThan(0);
    const box = boxes.nth(overflowing[0]);
    await box.focus();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectAxeRulesPass(page, 'article', ['scrollable-region-focusable']);
  });
}

test('the GitHub link in the navbar is at least 24 × 24 pixels', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  const link = page.getByRole('link', {name: 'Formly source code on GitHub'});
  const box = await link.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await expectAxeRulesPass(page, '.navbar', ['target-size']);
});

test('on a phone every navbar target, the GitHub link in the menu included, is large enough', async ({page}) => {
  await page.setViewportSize(phoneViewport);
  await page.goto('/docs/api/ui/bootstrap/input');
  await waitForHydration(page);
  await expectAxeRulesPass(page, '.navbar', ['target-size']);
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const link = page.locator('.navbar-sidebar').getByRole('link', {name: 'Formly source code on GitHub'});
  await expect(link).toBeVisible();
  const box = await link.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
});

test.describe('dark mode', () => {
  test.use({colorScheme: 'dark'});

  test('the colour-mode toggle turns a dark system page light on the first click', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('button', {name: /switch between dark and light mode \(currently dark mode\)/i});
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await readStorage(page, 'theme')).toBe('light');
  });
});

test('the colour-mode toggle switches light and dark on every click and stores each choice', async ({page}) => {
  await page.goto('/docs/guide/getting-started');
  await waitForHydration(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
  for (const expected of ['dark', 'light', 'dark'] as const) {
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', expected);
    await expect(toggle).toHaveAccessibleName(new RegExp(`currently ${expected} mode`));
    expect(await readStorage(page, 'theme')).toBe(expected);
  }
});

test.describe('with a stored choice', () => {
  test.use({colorScheme: 'dark'});

  test('the stored mode wins over the system preference and the first click switches from it', async ({page}) => {
    await seedStorage(page, {theme: 'light'});
    await page.goto('/');
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await readStorage(page, 'theme')).toBe('dark');
  });
});
