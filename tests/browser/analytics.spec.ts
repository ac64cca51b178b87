import {test, expect, waitForHydration} from './fixtures';

type GtagCall = [command: string, ...args: unknown[]];

// The test build sets GTAG_MEASUREMENT_ID=G-FORMLYTEST; the fixture answers the
// tag script request locally, so only the site's own calls reach dataLayer.
test('sends one page view per navigation, with IP anonymisation', async ({page}) => {
  const tagRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('googletagmanager.com/gtag/js')) {
      tagRequests.push(request.url());
    }
  });
  await page.goto('/');
  await waitForHydration(page);
  expect(tagRequests).toEqual([expect.stringContaining('id=G-FORMLYTEST')]);

  const calls = () =>
    page.evaluate(() =>
      ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).map((entry) => Array.from(entry)),
    ) as Promise<GtagCall[]>;

  const config = (await calls()).find(([command]) => command === 'config');
  expect(config).toEqual(['config', 'G-FORMLYTEST', {anonymize_ip: true}]);

  const pageViews = async () =>
    (await calls()).filter(([command, name]) => command === 'event' && name === 'page_view');
  expect(await pageViews()).toHaveLength(0);

  await page.locator('footer').getByRole('link', {name: 'Blog'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(async () => (await pageViews()).length).toBe(1);

  await page.locator('footer').getByRole('link', {name: 'Getting Started'}).click();
  await expect(page).toHaveURL(/getting-started$/);
  await expect.poll(async () => (await pageViews()).length).toBe(2);
  const paths = (await calls())
    .filter(([command, name]) => command === 'set' && name === 'page_path')
    .map(([, , path]) => path);
  expect(paths).toEqual(['/blog', '/docs/guide/getting-started']);
});
