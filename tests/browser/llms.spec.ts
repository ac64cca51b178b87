import fs from 'node:fs';
import path from 'node:path';
import type {APIRequestContext} from '@playwright/test';
import {kits} from '../../lib/kits';
import {collectDemoFolders, readDemoSources} from '../../lib/demo-folders';
import {examplePages} from '../../lib/example-pages';
import {demoKits} from '../../lib/kit-variants';
import {otherKitsCode} from '../../lib/kit-code';
import {markdownPathOf} from '../../plugins/llms-markdown/markdown-path';
import {LINKED_GUIDES} from '../../plugins/llms-markdown/llms-txt';
import {test, expect, builtPage, expectNoSeriousAxeViolations, switchColorScheme, waitForHydration} from './fixtures';
import {colourSamples, sitemapPaths} from './templates';

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

/** Paths of the docs pages in the sitemap. */
/** Docs page paths without a trailing slash: an index page's Markdown (`/docs/api/ui/kendo.md`) has none to keep. */
function docsPaths(): string[] {
  return sitemapPaths()
    .filter((pathname) => pathname.startsWith('/docs/'))
    .map((pathname) => pathname.replace(/\/$/, ''));
}

/** Paths of a kit's own pages: its UI page and its API pages. */
function kitPaths(kitName: string): string[] {
  return docsPaths().filter(
    (pathname) =>
      pathname === `/docs/ui/${kitName}` ||
      pathname === `/docs/api/ui/${kitName}` ||
      pathname.startsWith(`/docs/api/ui/${kitName}/`),
  );
}

/** A file of whole pages (llms-full.txt and its parts): the paths of the pages it holds whole and of those it links. */
async function wholeAndLinked(request: APIRequestContext, file: string): Promise<{whole: string[]; linked: string[]}> {
  const response = await request.get(`/${file}`);
  expect(response.status(), file).toBe(200);
  const text = await response.text();
  return {
    whole: [...text.matchAll(/^Source: (\S+)$/gm)].map((match) => new URL(match[1]!).pathname.replace(/\/$/, '')),
    linked: [...text.matchAll(/^- \[.*\]\((\S+)\.md\)$/gm)].map((match) => new URL(match[1]!).pathname),
  };
}

/** Whether a page path is one of the guides the smaller files link rather than hold whole. */
const isLinkedGuide = (pathname: string) => LINKED_GUIDES.some((route) => pathname === `/${route}`);

test('llms-full.txt holds every docs page', async ({request}) => {
  const {whole} = await wholeAndLinked(request, 'llms-full.txt');
  expect(whole.sort()).toEqual(docsPaths().sort());
});

test('llms.txt names llms-full.txt, llms-small.txt and one file per kit, and each is served', async ({request}) => {
  const llms = await (await request.get('/llms.txt')).text();
  for (const file of ['llms-full.txt', 'llms-small.txt', ...kits.map((kit) => `llms-${kit.name}.txt`)]) {
    const url = llms.match(new RegExp(`\\]\\((\\S+/${file.replace(/\./g, '\\.')})\\)`))?.[1];
    expect(url, `llms.txt links ${file}`).toBeDefined();
    const response = await request.get(new URL(url!).pathname);
    expect(response.status(), file).toBe(200);
    expect(await response.text(), file).toMatch(/^# \S/);
  }
});

test('llms-small.txt holds the guides whole but those LINKED_GUIDES names, no API or kit page whole, and links every page it leaves out [guide/ai-assistants#copy-menu-opens-chatgpt-claude]', async ({
  request,
}) => {
  const {whole, linked} = await wholeAndLinked(request, 'llms-small.txt');
  const guides = docsPaths().filter((pathname) => pathname.startsWith('/docs/guide/') && !isLinkedGuide(pathname));
  expect(guides.length).toBeGreaterThan(0);
  expect(whole).toEqual(expect.arrayContaining(guides));
  const linkedGuides = docsPaths().filter(isLinkedGuide);
  expect(linkedGuides).toHaveLength(LINKED_GUIDES.length);
  expect(linked).toEqual(expect.arrayContaining(linkedGuides));
  const kitPages = kits.flatMap((kit) => kitPaths(kit.name));
  expect(whole.filter((pathname) => pathname.startsWith('/docs/api/') || kitPages.includes(pathname))).toEqual([]);
  expect([...whole, ...linked].sort()).toEqual(docsPaths().sort());
});

/** The most a kit's file may weigh (ARCHITECTURE.md, "Markdown for assistants"): 768 KB. */
const KIT_FILE_BUDGET = 768 * 1024;

/** The kits each example page's example runs in (its page's kit tabs), by page path. */
function exampleKitsByPath(): Map<string, string[]> {
  const siteDir = path.join(__dirname, '..', '..');
  const demos = new Map(collectDemoFolders(path.join(siteDir, 'demos')).map((demo) => [demo.name, demo]));
  return new Map(
    examplePages(path.join(siteDir, 'docs')).map((page) => {
      const demo = demos.get(page.demo)!;
      return [page.route, demoKits(demo, readDemoSources(demo)).kits];
    }),
  );
}

/** The pages of a file of whole pages, each as its Source line's path and its Markdown. */
function pagesOf(text: string): {pathname: string; markdown: string}[] {
  return text.split('\n---\n\n').flatMap((part) => {
    const source = /^Source: (\S+)$/m.exec(part)?.[1];
    return source ? [{pathname: new URL(source).pathname.replace(/\/$/, ''), markdown: part}] : [];
  });
}

test("each kit's file holds its own UI and API pages and every other page but the other kits' and their examples, and links the guides LINKED_GUIDES names [guide/ai-assistants#copy-menu-opens-chatgpt-claude]", async ({
  request,
}) => {
  const exampleKits = exampleKitsByPath();
  const linkedGuides = docsPaths().filter(isLinkedGuide);
  expect(linkedGuides).toHaveLength(LINKED_GUIDES.length);
  for (const kit of kits) {
    const {whole, linked} = await wholeAndLinked(request, `llms-${kit.name}.txt`);
    expect(kitPaths(kit.name).length, `${kit.name} has pages`).toBeGreaterThan(0);
    const otherKitsPages = kits.filter((other) => other.name !== kit.name).flatMap((other) => kitPaths(other.name));
    expect(whole.sort(), kit.name).toEqual(
      docsPaths()
        .filter((pathname) => !otherKitsPages.includes(pathname) && !isLinkedGuide(pathname))
        .filter((pathname) => exampleKits.get(pathname)?.includes(kit.name) ?? true)
        .sort(),
    );
    expect(linked.sort(), kit.name).toEqual(linkedGuides.sort());
  }
});

test("each kit's file stays within its budget and shows every live example in that kit's version: its app.config.ts imports the kit and no other", async ({
  request,
}) => {
  for (const kit of kits) {
    const text = await (await request.get(`/llms-${kit.name}.txt`)).text();
    expect(Buffer.byteLength(text), `llms-${kit.name}.txt within the budget a model reads at once`).toBeLessThan(
      KIT_FILE_BUDGET,
    );
    const others = kits.filter((other) => other.name !== kit.name);
    const configs = pagesOf(text).flatMap(({pathname, markdown}) =>
      // A live example's file follows its path in the demos folder (a guide's own app.config.ts blocks do not).
      [...markdown.matchAll(/^`[^`\n]+\/app\.config\.ts`\n\n```\w+ title="app\.config\.ts"\n([\s\S]*?)^```$/gm)].map(
        ([, code]) => ({
          pathname,
          code: code!,
        }),
      ),
    );
    expect(configs.length, `${kit.name}: live examples with their app.config.ts`).toBeGreaterThan(kit.browser ? 0 : -1);
    for (const {pathname, code} of configs) {
      expect(code, `${pathname} in llms-${kit.name}.txt`).toContain(`'${kit.package}'`);
      for (const other of others) {
        expect(code, `${pathname} in llms-${kit.name}.txt names ${other.package}`).not.toContain(other.package);
      }
    }
  }
});

test("no kit's file holds another kit's code: package, entry point, feature, NgModule, schematic theme or CSS framework class", async ({
  request,
}) => {
  for (const kit of kits) {
    const text = await (await request.get(`/llms-${kit.name}.txt`)).text();
    const found = pagesOf(text).flatMap(({pathname, markdown}) =>
      [...markdown.matchAll(/^(`{3,})[^\n]*\n([\s\S]*?)^\1$/gm)].flatMap(([, , code]) =>
        otherKitsCode(code!, kit.name).map((what) => `${pathname}: ${what}`),
      ),
    );
    expect(found, `llms-${kit.name}.txt`).toEqual([]);
  }
});

/** Text as a reader compares it: Markdown's marks and links reduced to their words, spaces to one. */
function plainWords(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`|#>()\\\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Every docs template the sitemap has, one page each: what the page shows as text (headings,
// paragraphs, list items, table cells, code) is in its Markdown twin, which "Copy page" copies.
for (const [pagePath, template] of colourSamples(sitemapPaths())) {
  if (!pagePath.startsWith('/docs/')) {
    continue;
  }
  test(`${pagePath} (${template}): its Markdown twin holds every text the page shows`, async ({page, request}) => {
    const twin = plainWords(await (await request.get(markdownPathOf(pagePath))).text());
    await page.goto(pagePath);
    await waitForHydration(page);
    const texts = await page
      .locator('article .markdown')
      .first()
      .evaluate((root) =>
        Array.from(root.querySelectorAll('h1, h2, h3, h4, p, li, td, th, pre code'))
          // The live example's toolbar, tabs and notes are the component's, not the page's text
          // (its files are, code lines compared line by line).
          .filter(
            (element) =>
              !element.closest('[role="tablist"], button') &&
              (element.matches('pre code') || !element.closest('section[aria-label^="Live example"]')),
          )
          .flatMap((element) =>
            element.matches('pre code')
              ? Array.from(element.children, (line) => line.textContent ?? '')
              : [(element as HTMLElement).innerText],
          ),
      );
    expect(texts.length, 'the page shows text').toBeGreaterThan(0);
    const missing = texts.map(plainWords).filter((text) => text && !twin.includes(text));
    expect(missing, markdownPathOf(pagePath)).toEqual([]);
  });
}

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

  test('works from the keyboard and links to the Markdown [guide/ai-assistants#copy-menu-opens-chatgpt-claude]', async ({
    page,
    request,
  }) => {
    const pagePath = '/docs/examples/validation/custom-validation';
    // The absolute address llms.txt gives the page's Markdown, which the assistant links must hand over.
    const llms = await (await request.get('/llms.txt')).text();
    const pageMarkdown = llms.match(new RegExp(`\\]\\((\\S+${pagePath}\\.md)\\)`))?.[1];
    expect(pageMarkdown).toBeDefined();
    await page.goto(pagePath);
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
    for (const [name, newChat] of [
      ['Open in ChatGPT', 'https://chatgpt.com/'],
      ['Open in Claude', 'https://claude.ai/new'],
    ] as const) {
      await page.keyboard.press('ArrowDown');
      const assistant = menu.getByRole('menuitem', {name});
      await expect(assistant).toBeFocused();
      await expect(assistant).toHaveAttribute('target', '_blank');
      await expect(assistant).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await assistant.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`, name).toBe(newChat);
      expect(href.searchParams.get('q'), name).toContain(pageMarkdown);
    }
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', {name: 'Copy as Markdown'})).toBeFocused();
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
