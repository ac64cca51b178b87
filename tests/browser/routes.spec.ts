import type {Locator} from '@playwright/test';
import type {MonthStyle} from '../../src/utils/englishDate';
import {test, expect, waitForHydration, expectNoSeriousAxeViolations, switchColorScheme} from './fixtures';

/**
 * What the site configures about its routes and pages: the /docs redirect, the
 * not-found page (an ejected theme component), edit links, last-updated dates and
 * the sitemap. pages.spec.ts checks that every page loads.
 */

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('/docs redirects to Getting Started', async ({page}) => {
    await page.goto('/docs');
    await expect(page).toHaveURL(/\/docs\/guide\/getting-started\/?$/);
    await expect(page.locator('h1')).toHaveText(/Getting Started/i);
  });
});

test('an unknown path shows the not-found page with a way back and to search', async ({page, problems}) => {
  problems.allow(/status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/');
  await waitForHydration(page);
  await expectNoSeriousAxeViolations(page);
  await switchColorScheme(page, 'dark');
  await expectNoSeriousAxeViolations(page, {rules: 'colour'});
  await page.getByRole('link', {name: 'Search the documentation'}).click();
  await expect(page).toHaveURL(/\/search$/);
});

test('docs pages offer "Edit this page" and a last-updated date', async ({page}) => {
  await page.goto('/docs/guide/getting-started');
  await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/ngx-formly\/ngx-formly\/edit\/main\/docs\/guide\/getting-started\.mdx$/,
  );
  await expect(page.locator('.theme-last-updated')).toContainText('Last updated');
});

/**
 * What the theme, with Intl, would write for the `<time>` element's date; the
 * site writes it without Intl (src/utils/englishDate.ts, page-load.spec.ts).
 */
async function expectIntlDate(time: Locator, month: MonthStyle): Promise<void> {
  const dateTime = await time.getAttribute('datetime');
  expect(dateTime).toBeTruthy();
  const expected = new Intl.DateTimeFormat('en', {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'}).format(
    new Date(dateTime!),
  );
  await expect(time).toHaveText(expected);
}

test('page dates read as the theme writes them', async ({page}) => {
  await page.goto('/docs/guide/getting-started');
  await expectIntlDate(page.locator('.theme-last-updated time'), 'short');
  await page.goto('/blog/welcome');
  await expectIntlDate(page.locator('article header time'), 'long');
  await expectIntlDate(page.locator('.theme-last-updated time'), 'short');
});

test('the sitemap lists the pages and leaves the test routes out', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/docs/guide/getting-started');
  expect(sitemap).toContain('/blog/welcome');
  expect(sitemap).not.toContain('__tests');
});
