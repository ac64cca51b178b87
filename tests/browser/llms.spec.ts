import fs from 'node:fs';
import path from 'node:path';
import {test, expect, builtPage, expectNoSeriousAxeViolations, switchColorScheme, waitForHydration} from './fixtures';
import {sitemapPaths} from './templates';

/**
 * The Markdown exports of plugins/llms-markdown and the cards of
 * plugins/social-cards, checked against the production build: the page lists
 * come from its sitemap, so a new page needs no change here.
 */

const buildDir = path.join(__dirname, '..', '..', 'build');

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): {width: number; height: number} {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

/** The content of a meta tag in the minified head, where attribute values may be unquoted. */
function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  const tag = head.match(new RegExp(`<meta[^>]*\\s${attribute}=["']?${key}["'\\s/>][^>]*>`))?.[0];
  return tag
    ?.match(/\scontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/)
    ?.slice(1)
    .find((value) => value !== undefined);
}

test('llms.txt links the Markdown of every docs page in the sitemap, and every link resolves', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const llms = await response.text();
  const linked = [...llms.matchAll(/\]\(([^)]+\.md)\)/g)].map((match) => new URL(match[1]!).pathname);
  const docsPages = sitemapPaths().filter((pathname) => pathname.startsWith('/docs/'));
  expect(docsPages.length).toBeGreaterThan(0);
  expect(linked.sort()).toEqual(docsPages.map((pathname) => `${pathname.replace(/\/$/, '')}.md`).sort());
  for (const link of linked) {
    const markdown = await request.get(link);
    expect(markdown.status(), link).toBe(200);
    const text = await markdown.text();
    expect(text, link).toMatch(/^# \S/);
    const prose = text.replace(/^```[\s\S]*?^```$/gm, '');
    expect(prose, `${link} has no MDX left`).not.toMatch(/^import |^export |<LiveExample|<Tabs|<TabItem/m);
  }
});

test('llms-full.txt holds every docs page', async ({request}) => {
  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  const full = await response.text();
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => new URL(match[1]!).pathname);
  const docsPages = sitemapPaths().filter((pathname) => pathname.startsWith('/docs/'));
  expect(sources.sort()).toEqual([...docsPages].sort());
});

test('an example page as Markdown carries its demo source files', async ({request}) => {
  const text = await (await request.get('/docs/examples/validation/custom-validation.md')).text();
  expect(text).toContain('**Live example: ');
  expect(text).toMatch(/^```\w+ title="app\.ts"$/m);
  expect(text).toMatch(/^```\w+ title="app\.config\.ts"$/m);
});

test('every page has a 1200×630 og:image from the build, its own on docs pages', () => {
  const pages = sitemapPaths();
  const docsCards = new Set<string>();
  for (const pathname of pages) {
    const html = builtPage(pathname);
    const image = metaContent(html, 'property', 'og:image');
    expect(image, `og:image of ${pathname}`).toBeDefined();
    expect(metaContent(html, 'name', 'twitter:image'), pathname).toBe(image);
    expect(metaContent(html, 'name', 'twitter:card'), pathname).toBe('summary_large_image');
    const imagePath = new URL(image!).pathname;
    expect(pngSize(path.join(buildDir, imagePath)), `${imagePath} of ${pathname}`).toEqual({width: 1200, height: 630});
    if (pathname.startsWith('/docs/')) {
      docsCards.add(imagePath);
    }
  }
  expect(docsCards.size).toBe(pages.filter((pathname) => pathname.startsWith('/docs/')).length);
});

test.describe('the Copy page menu', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the Markdown of the page to the clipboard', async ({page, request}) => {
    const pagePath = '/docs/guide/validation';
    const expected = await (await request.get(`${pagePath}.md`)).text();
    await page.goto(pagePath);
    await waitForHydration(page);
    const trigger = page.getByRole('button', {name: 'Copy page'});
    await trigger.click();
    const menu = page.getByRole('menu', {name: 'Copy page'});
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(trigger).toBeFocused();
  });

  test('works from the keyboard and links to the Markdown', async ({page}) => {
    await page.goto('/docs/examples/validation/custom-validation');
    await waitForHydration(page);
    const trigger = page.getByRole('button', {name: 'Copy page'});
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', {name: 'Copy page'});
    await expect(menu.getByRole('menuitem', {name: 'Copy as Markdown'})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const view = menu.getByRole('menuitem', {name: 'View as Markdown'});
    await expect(view).toBeFocused();
    await expect(view).toHaveAttribute('href', '/docs/examples/validation/custom-validation.md');
    await page.keyboard.press('ArrowDown');
    const newTab = menu.getByRole('menuitem', {name: 'Open Markdown in a new tab'});
    await expect(newTab).toBeFocused();
    await expect(newTab).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the open menu has no serious or critical axe violations in light and dark mode', async ({page}) => {
    await page.goto('/docs/guide/validation');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    const menu = page.getByRole('menu', {name: 'Copy page'});
    await expect(menu).toBeVisible();
    // The page around the menu is scanned with every page of the sitemap (pages.spec.ts).
    const copyPage = '[class*="copyPage"]';
    await expectNoSeriousAxeViolations(page, {within: copyPage, withFrames: false});
    await switchColorScheme(page, 'dark');
    await expect(menu).toBeVisible();
    await expectNoSeriousAxeViolations(page, {within: copyPage, rules: 'colour', withFrames: false});
  });
});
