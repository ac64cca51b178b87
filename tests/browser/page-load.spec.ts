import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, untilPageIdle, phoneViewport} from './fixtures';

/**
 * Work a page leaves out of its load, so that no task of it is long on a phone.
 * A page's first Intl.DateTimeFormat or localeCompare loads ICU's data: 8-40 ms
 * of main thread on this machine, four times that on a mid-range phone. The
 * theme calls them in its page dates and in the navbar menu's filler; the site
 * writes its dates itself (src/utils/englishDate.ts) and hands the filler a
 * single prop (src/theme/DocSidebar/Mobile).
 */

/** Records, in the page, every call that loads ICU's date or collation data. */
async function recordIcuCalls(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as {icuCalls: string[]}).icuCalls = calls;
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => (
        calls.push('new Intl.DateTimeFormat'),
        new target(...args)
      ),
      apply: (target, _this, args: Parameters<typeof Intl.DateTimeFormat>) => (
        calls.push('Intl.DateTimeFormat()'),
        target(...args)
      ),
    });
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      calls.push(`localeCompare(${JSON.stringify(this)}, ${JSON.stringify(args[0])})`);
      return localeCompare.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as {icuCalls: string[]}).icuCalls);
}

test.describe('on a phone', () => {
  test.use({viewport: phoneViewport});

  for (const path of ['/docs/api/core', '/docs/guide/getting-started', '/blog/welcome']) {
    test(`${path} loads, hydrates and opens its menu without loading ICU data`, async ({page}) => {
      const icuCalls = await recordIcuCalls(page);
      await page.goto(path);
      await waitForHydration(page);
      await untilPageIdle(page);
      // The menu shows the page's sidebar, which the theme puts there after hydration on a narrow screen.
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      await expect(page.locator('.navbar-sidebar .menu__link--active').first()).toBeVisible();
      expect(await icuCalls()).toEqual([]);
    });
  }
});

test('tab groups hydrate in place, and a stored choice still selects its tab', async ({page}) => {
  // The theme's Tabs remounted every group once hydrated, re-creating the code in all its panels.
  const path = '/docs/guide/expression-properties';
  await page.goto(path);
  await waitForHydration(page);
  // Chosen with the keyboard: a pointer press focuses the tab, and after a jump to the group (as
  // Playwright's click makes) the focus can render a deferred section far above, which shrinks to
  // its real height and moves the tab before the pointer is released.
  await page.getByRole('tab', {name: 'NgModule'}).first().press('Enter');
  await expect(page).toHaveURL(/api-style=ngmodule/);

  // Without the query, the stored choice applies: the server rendered the default tab.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as {removedTabGroups: string[]}).removedTabGroups = removed;
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => Array.from(record.removedNodes))) {
        if (node instanceof Element && node.matches('.tabs-container')) {
          removed.push(node.textContent!.slice(0, 40));
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto(path);
  await waitForHydration(page);
  const group = page.locator('.tabs-container').first();
  await expect(group.getByRole('tab', {name: 'NgModule'})).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByRole('tabpanel').filter({hasText: 'app.module.ts'})).toBeVisible();
  await expect(group.getByRole('tabpanel').filter({hasText: 'app.config.ts'})).toBeHidden();
  await untilPageIdle(page);
  expect(await page.evaluate(() => (window as unknown as {removedTabGroups: string[]}).removedTabGroups)).toEqual([]);
});
