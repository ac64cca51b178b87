import {
  sharedTabTest as test,
  expect,
  waitForHydration,
  skipFrames,
  isSkippedFrame,
  expectNoSeriousAxeViolations,
  mergeCodeTokens,
  switchColorScheme,
} from './fixtures';
import {wholeMatrix} from './matrix';
import {colourSamples, sitemapPaths, templateOf} from './templates';

/**
 * One test per page of the built sitemap, in the manner of the Docusaurus
 * website's own screenshot test: the page answers 200, hydrates without a
 * console error or an uncaught exception (the shared fixture), shows no
 * admonition as raw source, and passes axe's rules in light mode. A new page is covered as soon as it is built.
 *
 * The pages are a matrix that grows with the site (matrix.ts): the pull-request workflow's
 * browser shards test every page of the sitemap (SITE_MATRIX=all), as does `npm run check:page`
 * for the pages it names; `npm test`, which must stay within its ten minutes, tests each
 * template's colour sample. Every page must still belong to a template there.
 *
 * Colours are a property of a page's template, not of its words: axe's colour
 * rules run in light and dark mode on one page of each template (templates.ts),
 * and tests/unit/palette-contrast.test.ts checks every pair of the site's colour
 * tokens in both modes.
 *
 * The live demos and the playground's form are each booted and scanned once, by
 * demos.spec.ts and playground.spec.ts; here their frames are skipped (skipFrames).
 */

const sitemap = sitemapPaths();
// templateOf throws for a page no template claims, also where that page is not tested.
sitemap.forEach(templateOf);
const samples = colourSamples(sitemap);
const pagePaths = wholeMatrix ? sitemap : sitemap.filter((pagePath) => samples.has(pagePath));

// axe takes seconds on the longest API pages.
test.describe.configure({timeout: 120_000});

// The tab every test of a worker navigates (sharedTabTest) runs with reduced motion: the
// theme's colour transitions take no time (Infima sets them to 0 ms), so the dark scan does
// not wait out 150–250 ms of fading first; the colours it ends on are the same.
test.beforeAll(async ({sharedTab}) => {
  await skipFrames(sharedTab);
});

for (const pagePath of pagePaths) {
  const template = templateOf(pagePath).name;
  const coloursChecked = samples.has(pagePath);
  test(coloursChecked ? `${pagePath} (and the colours of every ${template})` : pagePath, async ({page}) => {
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // An admonition the MDX parser did not take (such as the title syntax of MDX 1) shows as its source.
    await expect(page.locator('#__docusaurus')).not.toContainText(/:::(note|tip|info|warning|danger|caution)\b/);
    await mergeCodeTokens(page);
    await expectNoSeriousAxeViolations(page, {rules: coloursChecked ? 'all' : 'structure', withFrames: false});
    expect(
      page
        .frames()
        .map((frame) => frame.url())
        .filter(isSkippedFrame),
      'a demo or playground frame loaded',
    ).toEqual([]);
    if (coloursChecked) {
      await switchColorScheme(page, 'dark');
      await expectNoSeriousAxeViolations(page, {rules: 'colour', withFrames: false});
    }
  });
}
