import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/** Holds back every script request made after this call by `ms` milliseconds. */
async function delayLaterScripts(page: Page, ms: number): Promise<void> {
  await page.route('**/*.js', async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('a crashing page shows the crash screen, and "Try again" recovers', async ({page, problems}) => {
  problems.allow(/Deliberate crash for the browser tests/);
  problems.allow(/The above error occurred|React will try to recreate|Docusaurus caught an error/);
  await page.goto('/__tests/crash');
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await page.evaluate(() => {
    window.formlyTestCrash = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByTestId('crash-page-content')).toHaveText('Recovered');
});

test('the progress bar appears only after 200 ms of route loading', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await delayLaterScripts(page, 1500);
  const clickedAt = Date.now();
  await page.locator('footer').getByRole('link', {name: 'Blog'}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(200);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('#nprogress')).not.toBeAttached();
});

test('a route whose chunk fails to load is reloaded from the server', async ({page, problems}) => {
  problems.allow(/Failed to load resource|Loading chunk .* failed|ChunkLoadError/);
  await page.goto('/');
  await waitForHydration(page);
  let failChunks = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      failChunks = false;
    }
  });
  await page.route('**/*.js', (route) => (failChunks ? route.abort() : route.continue()));
  await page.evaluate(() => {
    (window as unknown as {beforeReload: boolean}).beforeReload = true;
  });
  await page.locator('footer').getByRole('link', {name: 'Blog'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await waitForHydration(page);
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  expect(failChunks).toBe(false);
});

test('the fallback loader shows an error box whose Retry button loads the chunk', async ({page, problems}) => {
  problems.allow(/Failed to load resource|Loading chunk .* failed|ChunkLoadError/);
  await page.goto('/__tests/lazy-widget');
  await waitForHydration(page);
  let failChunks = true;
  await page.route(/test-lazy-widget.*\.js$/, (route) => (failChunks ? route.abort() : route.continue()));
  await page.getByRole('button', {name: 'Load the widget'}).click();
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  failChunks = false;
  await retry.click();
  await expect(page.getByTestId('lazy-widget')).toBeVisible();
});

test.describe('prefetching', () => {
  const prefetchLinks = (page: Page) =>
    page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);

  test('links in view prefetch their route chunks on a normal connection', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(0);
  });

  for (const connection of [
    {effectiveType: '2g', saveData: false},
    {effectiveType: 'slow-2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ]) {
    test(`nothing is prefetched on ${JSON.stringify(connection)}`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {value, configurable: true});
      }, connection);
      await page.goto('/');
      await waitForHydration(page);
      await page.locator('footer').getByRole('link', {name: 'Blog'}).hover();
      await page.waitForTimeout(1000);
      expect(await prefetchLinks(page)).toBe(0);
    });
  }
});
