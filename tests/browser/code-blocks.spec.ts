import {test, expect, switchColorScheme, waitForHydration} from './fixtures';

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
  test(`${path} does not download Prism`, async ({page}) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        bodies.push(response.text().catch(() => ''));
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const withPrism = (await Promise.all(bodies)).filter((body) => body.includes(prismSignature));
    expect(withPrism, 'scripts that contain Prism').toEqual([]);
  });
}

for (const path of pagesWithCode) {
  test(`${path} shows its code highlighted`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('pre.prism-code .token:not(.plain)').first()).toBeAttached();
  });
}
