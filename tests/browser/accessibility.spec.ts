import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from './fixtures';

const pages = ['/', '/docs/guide/getting-started', '/blog/welcome', '/no/such/page'];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const path of pages) {
      test(`${path} has no serious or critical axe violations`, async ({page, problems}) => {
        if (path === '/no/such/page') {
          problems.allow(/status of 404/);
        }
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const results = await new AxeBuilder({page}).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(blocking).toEqual([]);
      });
    }
  });
}

test('the first Tab reaches "Skip to main content", which moves focus past the navbar', async ({page}) => {
  await page.goto('/docs/guide/getting-started');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focusedInsideMain = await page.evaluate(
    () => document.activeElement?.closest('main, [role="main"], .main-wrapper') !== null,
  );
  expect(focusedInsideMain).toBe(true);
});

test('every navbar control can be reached with the keyboard', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const reached = new Set<string>();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element?.closest('nav.navbar')) {
        return null;
      }
      return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    });
    if (label) {
      reached.add(label);
    }
  }
  for (const expected of ['Guides', 'UI', 'Examples', 'API', 'v7', 'English', 'Formly source code on GitHub']) {
    expect([...reached]).toContain(expected);
  }
  expect([...reached].some((label) => /dark and light mode/i.test(label))).toBe(true);
  expect([...reached].some((label) => /search/i.test(label))).toBe(true);
});
