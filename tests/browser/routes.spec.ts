import type {Locator, Page} from '@playwright/test';
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

/** The mean difference, per colour channel out of 255, between two images drawn at `size` pixels in the page. */
function meanPixelDifference(page: Page, first: string, second: string, size: number): Promise<number> {
  return page.evaluate(
    async ({first, second, size}) => {
      const pixels = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, size, size);
        return context.getImageData(0, 0, size, size).data;
      };
      const [a, b] = await Promise.all([pixels(first), pixels(second)]);
      let sum = 0;
      for (let index = 0; index < a.length; index += 1) {
        sum += Math.abs(a[index]! - b[index]!);
      }
      return sum / a.length;
    },
    {first, second, size},
  );
}

test('/favicon.ico is served, and shows the icon the pages declare', async ({page, request}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status(), 'browsers, crawlers and feed readers ask for /favicon.ico').toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  await page.goto('/');
  const declared = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(declared, 'the pages declare an icon').toBeTruthy();
  // Drawn the same size, the root icon and the declared one are the same picture (scaling blurs
  // edges a little), and not an empty one.
  const empty = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;
  expect(await meanPixelDifference(page, '/favicon.ico', declared!, 32)).toBeLessThan(5);
  expect(await meanPixelDifference(page, '/favicon.ico', empty, 32)).toBeGreaterThan(30);
});
