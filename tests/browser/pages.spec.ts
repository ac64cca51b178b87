import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration, emptyFrames, expectNoSeriousAxeViolations, switchColorScheme} from './fixtures';

/**
 * One test per page of the built sitemap, in the manner of the Docusaurus
 * website's own screenshot test: the page answers 200, hydrates without a
 * console error or an uncaught exception (the shared fixture), and passes axe
 * in light and dark mode (all rules in light, the colour rules again in dark).
 * A new page is covered as soon as it is built.
 *
 * The live demos are each booted and scanned once, by demos.spec.ts; here
 * their iframes get an empty document.
 */

const sitemapFile = path.join(__dirname, '..', '..', 'build', 'sitemap.xml');

function sitemapPaths(): string[] {
  if (!fs.existsSync(sitemapFile)) {
    throw new Error(`${path.relative(process.cwd(), sitemapFile)} is missing: run \`npm run build:test\` first.`);
  }
  const sitemap = fs.readFileSync(sitemapFile, 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}

// axe takes seconds on the longest API pages.
test.describe.configure({timeout: 120_000});
// The scans read colours once no transition runs. With reduced motion the theme's colour
// transitions take no time (Infima sets them to 0 ms), so the dark scan does not wait out
// 150–250 ms of fading first; the colours it ends on are the same.
test.use({reducedMotion: 'reduce'});

for (const pagePath of sitemapPaths()) {
  test(pagePath, async ({page}) => {
    await emptyFrames(page, '/demos/', 'Live example');
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectNoSeriousAxeViolations(page);
    await switchColorScheme(page, 'dark');
    await expectNoSeriousAxeViolations(page, {colourRulesOnly: true});
  });
}
