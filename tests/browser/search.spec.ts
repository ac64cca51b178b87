import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {APIRequestContext, Page, Request} from '@playwright/test';
import {test, expect, expectNoSeriousAxeViolations, switchColorScheme, waitForHydration} from './fixtures';
import {EmbeddedSearchIndex} from '../../plugins/search-index/client/engine';
import {
  EMBEDDED_INDEX_DIR,
  EMBEDDED_INDEX_MANIFEST,
  pagesToRecords,
  type EmbeddedIndexFile,
  type EmbeddedIndexManifest,
} from '../../plugins/search-index/records';
import {
  CURRENT_DOCS_FILTERS,
  describeOutcome,
  evaluateRelevance,
  pagesInHitOrder,
  type RelevanceSet,
} from '../../plugins/search-index/relevance';
import {MODAL_HITS} from '../../plugins/search-index/client/grouping';

/**
 * Search in the production build, with the embedded backend (no ALGOLIA_*
 * settings). The hosted backend is exercised on /__tests/search-hosted.
 */

const relevance = JSON.parse(
  readFileSync(path.join(__dirname, '../../plugins/search-index/relevance.json'), 'utf8'),
) as RelevanceSet;

const DOC_PAGE = '/docs/guide/getting-started';

/**
 * The first results wait for the index to download and build, which takes
 * seconds on a busy machine (the budget of bench:search is for queries, not
 * for this): a state worth waiting longer for than one expectation's default.
 */
const FIRST_RESULTS = {timeout: 30_000};
const isIndexRequest = (request: Request) => new URL(request.url()).pathname.includes(`/${EMBEDDED_INDEX_DIR}/`);

/**
 * Waits until a search button reacts: React hydrates parts of a page separately,
 * so the page-level hydration flag can come first, and a key press or click
 * before that point is lost. DocSearch fills in the button's shortcut hint
 * (Ctrl K or ⌘ K) from an effect, in the same commit that attaches its handlers.
 */
async function waitForSearchButton(page: Page, button: string) {
  await waitForHydration(page);
  await expect(page.locator(`${button} .DocSearch-Button-Key`)).toHaveCount(2);
}

const NAVBAR_SEARCH_BUTTON = '.navbar .DocSearch-Button';
const waitForSearchBar = (page: Page) => waitForSearchButton(page, NAVBAR_SEARCH_BUTTON);

/** The search page is interactive once it has read `q` from the URL into its box, which only the client does. */
async function waitForSearchPage(page: Page, query: string) {
  await waitForHydration(page);
  await expect(page.locator('input[name="q"]')).toHaveValue(query);
}

function modal(page: Page) {
  return page.locator('.DocSearch-Modal');
}

async function openModalAndType(page: Page, query: string) {
  await page.locator(NAVBAR_SEARCH_BUTTON).click();
  await expect(modal(page)).toBeVisible();
  await page.locator('.DocSearch-Input').fill(query);
}

/** Types a query into the modal, opening it first if needed. */
async function typeQuery(page: Page, query: string) {
  if (await modal(page).isVisible()) {
    // Emptied, the box shows no hits: the hits that come next are this query's.
    await page.locator('.DocSearch-Input').fill('');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
    await page.locator('.DocSearch-Input').fill(query);
  } else {
    await openModalAndType(page, query);
  }
}

/** Searches in the modal and waits for its first results (the first query also waits for the index). */
async function searchInModal(page: Page, query: string) {
  await openModalAndType(page, query);
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible(FIRST_RESULTS);
}

test.describe('search modal', () => {
  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`${shortcut} opens the modal with the search box focused`, async ({page}) => {
      await page.goto(DOC_PAGE);
      await waitForSearchBar(page);
      await expect(modal(page)).toHaveCount(0);
      await page.keyboard.press(shortcut);
      await expect(modal(page)).toBeVisible();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await expect(page.locator('.DocSearch-Input')).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    });
  }

  test('the index is fetched when search opens, not with the page', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (isIndexRequest(request)) {
        indexRequests.push(new URL(request.url()).pathname);
      }
    });
    await page.goto(DOC_PAGE);
    await waitForSearchBar(page);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);

    await page.locator(NAVBAR_SEARCH_BUTTON).click();
    await expect.poll(() => indexRequests.length).toBe(2);
    expect(indexRequests[0]).toMatch(/\/search-index\/manifest\.json$/);
    expect(indexRequests[1]).toMatch(/\/search-index\/index\.[0-9a-f]{12}\.json$/);
  });

  test('with the embedded index, no page connects to Algolia: no preconnect in its HTML, no request', async ({
    page,
    request,
  }) => {
    const algoliaHost = /(^|\.)algolia(net)?\.(net|com)$/;
    const algoliaRequests: string[] = [];
    page.on('request', (sent) => {
      if (algoliaHost.test(new URL(sent.url()).hostname)) {
        algoliaRequests.push(sent.url());
      }
    });
    const html = await (await request.get(DOC_PAGE)).text();
    const links = html.match(/<link\b[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => /\b(preconnect|dns-prefetch)\b/.test(link) && /algolia/i.test(link))).toEqual([]);

    await page.goto(DOC_PAGE);
    await waitForSearchBar(page);
    // After hydration, the head is the client's: the theme's own preconnect would be back here.
    await expect(
      page.locator('link[rel~="preconnect"][href*="algolia" i], link[rel~="dns-prefetch"][href*="algolia" i]'),
    ).toHaveCount(0);
    await searchInModal(page, 'validation');
    expect(algoliaRequests).toEqual([]);
  });

  test('first-load JavaScript of a page holds no search client, engine or index', async ({page}) => {
    const scripts: Array<{url: string; body: string}> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && new URL(response.url()).hostname === 'localhost') {
        scripts.push({url: response.url(), body: await response.text()});
      }
    });
    await page.goto(DOC_PAGE);
    await waitForSearchBar(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const {url, body} of scripts) {
      expect(body, url).not.toContain('formly-search:index-load');
      expect(body, url).not.toContain('MiniSearch');
    }
  });

  test('a query lists results; Enter goes to the first one, heading anchor included', async ({page}) => {
    await page.goto(DOC_PAGE);
    await waitForSearchBar(page);
    await openModalAndType(page, 'asynchronous validators');
    const firstHit = page.locator('.DocSearch-Hit a').first();
    await expect(firstHit).toBeVisible();
    const href = await firstHit.getAttribute('href');
    expect(href).toMatch(/^\/docs\/guide\/validation#[\w-]+$/);
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"] mark').first()).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const anchor = href!.split('#')[1]!;
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test("the modal's styles load with the modal, style its first frame, and keep their contrast in both colour modes", async ({
    page,
  }) => {
    // Records, as the modal's first element is added (before the browser can paint it), whether its sheet applies.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const container = document.querySelector('.DocSearch-Container');
        if (container) {
          (window as unknown as {modalFirstPosition: string}).modalFirstPosition = getComputedStyle(container).position;
          observer.disconnect();
        }
      }).observe(document, {childList: true, subtree: true});
    });
    const rulesFor = (selector: string) =>
      page.evaluate((wanted) => {
        const selectors = (rules: CSSRuleList): string[] =>
          Array.from(rules).flatMap((rule) =>
            rule instanceof CSSStyleRule
              ? [rule.selectorText]
              : 'cssRules' in rule
                ? selectors(rule.cssRules as CSSRuleList)
                : [],
          );
        return Array.from(document.styleSheets)
          .flatMap((sheet) => selectors(sheet.cssRules))
          .filter((text) => text.includes(wanted)).length;
      }, selector);
    await page.goto(DOC_PAGE);
    await waitForSearchBar(page);
    await page.waitForLoadState('networkidle');
    expect(await rulesFor('.DocSearch-Button')).toBeGreaterThan(0);
    expect(await rulesFor('.DocSearch-Modal')).toBe(0);

    await searchInModal(page, 'validation');
    expect(await page.evaluate(() => (window as unknown as {modalFirstPosition?: string}).modalFirstPosition)).toBe(
      'fixed',
    );
    expect(await rulesFor('.DocSearch-Modal')).toBeGreaterThan(0);
    // The modal only: the page behind it has its colours checked with its template (pages.spec.ts).
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, colorScheme);
      await expectNoSeriousAxeViolations(page, {within: '.DocSearch-Container', rules: 'colour', withFrames: false});
    }
  });

  test('clicking a result goes to its page', async ({page}) => {
    await page.goto(DOC_PAGE);
    await waitForSearchBar(page);
    await openModalAndType(page, 'custom wrapper');
    const hit = page.locator('.DocSearch-Hit a[href^="/docs/guide/custom-formly-wrapper"]').first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/docs\/guide\/custom-formly-wrapper(#[\w-]+)?$/);
    await expect(page.locator('article h1')).toHaveText(/wrapper/i);
  });

  test('no results: the exact texts, suggestions and a link to open an issue', async ({page}) => {
    await page.goto(DOC_PAGE);
    await waitForSearchBar(page);
    // A first query with results gives DocSearch the groups it suggests later.
    await openModalAndType(page, 'validation');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.locator('.DocSearch-Input').fill('qwxz zyzzogeton');

    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toBeVisible();
    await expect(screen.locator('.DocSearch-Title')).toHaveText('No results for "qwxz zyzzogeton"');
    await expect(screen.getByText('Try searching for:')).toBeVisible();
    await expect(screen.locator('.DocSearch-Prefill').first()).toBeVisible();
    await expect(screen.getByText('Believe this query should return results?')).toBeVisible();
    const report = screen.getByRole('link', {name: 'Let us know.'});
    const issue = new URL((await report.getAttribute('href'))!);
    expect(`${issue.origin}${issue.pathname}`).toBe('https://github.com/ngx-formly/ngx-formly/issues/new');
    expect(issue.searchParams.get('title')).toContain('qwxz zyzzogeton');
  });

  test('index request aborted: the failure screen with its exact texts, no uncaught error', async ({
    page,
    problems,
  }) => {
    // Chromium logs the aborted request itself; anything else (an uncaught error above all) still fails the test.
    problems.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.route(`**/${EMBEDDED_INDEX_DIR}/index.*.json`, (route) => route.abort('failed'));
    await page.goto(DOC_PAGE);
    await waitForSearchBar(page);
    await openModalAndType(page, 'validation');

    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toBeVisible();
    await expect(screen.locator('.DocSearch-Title')).toHaveText('Unable to fetch results');
    await expect(screen.locator('.DocSearch-Help')).toHaveText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);

    // Back online: the next query loads the index and shows results.
    await page.unroute(`**/${EMBEDDED_INDEX_DIR}/index.*.json`);
    await page.locator('.DocSearch-Input').fill('validators');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(screen).toHaveCount(0);
  });
});

test.describe('search page', () => {
  test('/search?q=validation lists results and follows the typing in the URL', async ({page}) => {
    await page.goto('/search?q=validation');
    await waitForSearchPage(page, 'validation');
    await expect(page.locator('h1')).toHaveText('Search results for "validation"');
    const results = page.locator('main article');
    await expect(results.first()).toBeVisible(FIRST_RESULTS);
    await expect(page.locator('main article h2 a[href="/docs/guide/validation"]')).toBeVisible();
    await expect(results.first().locator('.search-result-match').first()).toBeVisible();
    // Results come from the site's own index: no "Powered by Algolia" credit.
    await expect(page.locator('a[href="https://www.algolia.com/"]')).toBeHidden();

    await page.getByRole('searchbox', {name: 'Search'}).fill('custom wrapper');
    await expect(page).toHaveURL(/\/search\?q=custom(\+|%20)wrapper$/);
    await expect(page.locator('main article h2 a[href^="/docs/guide/custom-formly-wrapper"]').first()).toBeVisible();
  });

  test('index request aborted: the failure message instead of "No results were found"', async ({page, problems}) => {
    problems.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.route(`**/${EMBEDDED_INDEX_DIR}/index.*.json`, (route) => route.abort('failed'));
    await page.goto('/search?q=validation');
    await waitForSearchPage(page, 'validation');
    const notice = page.locator('[role="alert"].alert--danger');
    await expect(notice).toContainText('Unable to fetch results');
    await expect(notice).toContainText('You might want to check your network connection.');
    await expect(page.getByText('No results were found')).toBeHidden();
  });

  test('markup in q is shown as text, never run', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const payload = '<img src=x onerror=alert(1)>';
    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await waitForSearchPage(page, payload);
    await expect(page.locator('h1')).toHaveText(`Search results for "${payload}"`);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(payload);
    // Its words may match pages ("src"): wait for the answer, whichever it is, then look for the markup.
    await expect(page.locator('main article').first().or(page.getByText('No results were found'))).toBeVisible(
      FIRST_RESULTS,
    );
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('hosted backend', () => {
  test('DocSearch sends the contextual facet filters to Algolia', async ({page}) => {
    const algolia = /algolia(net)?\.(net|com)\//;
    await page.route(algolia, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        json: {
          results: [
            {
              hits: [],
              nbHits: 0,
              page: 0,
              nbPages: 0,
              hitsPerPage: 20,
              processingTimeMS: 1,
              query: 'x',
              params: '',
              exhaustiveNbHits: true,
            },
          ],
        },
      }),
    );
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (isIndexRequest(request)) {
        indexRequests.push(request.url());
      }
    });

    await page.goto('/__tests/search-hosted');
    await waitForSearchButton(page, '[data-testid="hosted-search"] .DocSearch-Button');
    await page.getByTestId('hosted-search').locator('.DocSearch-Button').click();
    // The request as the page sends it: on a busy machine the route's handler may run after
    // the modal has already given up on its answer, so the handler is not where to look.
    const search = page.waitForRequest(
      (request) => algolia.test(request.url()) && request.postData()?.includes('"validation"') === true,
    );
    await page.locator('.DocSearch-Input').fill('validation');
    const sent = await search;
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();

    expect(new URL(sent.url()).hostname).toMatch(/^formlytest/i);
    const [request] = (sent.postDataJSON() as {requests: Array<Record<string, unknown>>}).requests;
    expect(request).toMatchObject({
      indexName: 'formly-test',
      query: 'validation',
      facetFilters: CURRENT_DOCS_FILTERS,
    });
    expect(indexRequests, 'the embedded index stays unused').toEqual([]);
  });
});

/** Path of a result link, without the anchor or the trailing slash of a folder's index page. */
function pagePath(href: string): string {
  return new URL(href, 'http://localhost').pathname.replace(/(.)\/$/, '$1');
}

/** Distinct pages of a list of result links, in order. */
async function pagesOfLinks(links: ReturnType<Page['locator']>): Promise<string[]> {
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map(pagePath))];
}

/** The queries of issue 13 that found nothing or the wrong page; their expected pages come from the relevance set. */
const ISSUE_QUERIES = [
  'hide field when another field changes',
  'disable submit button until valid',
  'multi step form stepper',
  'stepper',
  'how do I make a field required',
];

function expectedPages(query: string): string[] {
  const entry = relevance.queries.find((candidate) => candidate.query === query);
  if (!entry) {
    throw new Error(`"${query}" is not in plugins/search-index/relevance.json`);
  }
  return entry.expect;
}

const WITHIN = relevance.targets.allWithin;

// Each UI runs every query in one visit: the index downloads and builds once, as for a reader
// who searches several times; the ranking itself is the engine's, checked below.
test.describe('natural-language queries', () => {
  test(`in the modal, each lists an answering page among the first ${WITHIN}`, async ({page}) => {
    await page.goto(DOC_PAGE);
    await waitForSearchBar(page);
    for (const query of ISSUE_QUERIES) {
      await typeQuery(page, query);
      const hits = page.locator('.DocSearch-Hit a');
      await expect(hits.first()).toBeVisible(FIRST_RESULTS);
      const shown = (await pagesOfLinks(hits)).slice(0, WITHIN);
      expect(
        shown.some((pathname) => expectedPages(query).includes(pathname)),
        `${query}: ${shown.join(', ')}`,
      ).toBe(true);
    }
  });

  test(`on /search, each lists an answering page among the first ${WITHIN}`, async ({page}) => {
    for (const query of ISSUE_QUERIES) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await waitForSearchPage(page, query);
      const links = page.locator('main article h2 a');
      await expect(links.first()).toBeVisible(FIRST_RESULTS);
      await expect(page.getByText('No results were found')).toBeHidden();
      const shown = (await pagesOfLinks(links)).slice(0, WITHIN);
      expect(
        shown.some((pathname) => expectedPages(query).includes(pathname)),
        `${query}: ${shown.join(', ')}`,
      ).toBe(true);
    }
  });
});

/** The embedded index of the build under test, as the browser builds it. */
async function builtIndex(request: APIRequestContext, baseURL: string): Promise<EmbeddedSearchIndex> {
  const manifest = (await (
    await request.get(`/${EMBEDDED_INDEX_DIR}/${EMBEDDED_INDEX_MANIFEST}`)
  ).json()) as EmbeddedIndexManifest;
  const file = (await (await request.get(`/${EMBEDDED_INDEX_DIR}/${manifest.file}`)).json()) as EmbeddedIndexFile;
  return new EmbeddedSearchIndex(pagesToRecords(file.pages, baseURL));
}

/** The entries the modal lists, in order: where each links to and whether it is drawn under a page entry. */
async function listedEntries(page: Page) {
  return page.locator('.DocSearch-Hit').evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector('a')?.getAttribute('href') ?? '',
      title: item.querySelector('.DocSearch-Hit-title')?.textContent ?? '',
      child: item.classList.contains('DocSearch-Hit--Child'),
      role: item.getAttribute('role'),
      id: item.id,
    })),
  );
}

// Questions of issue 42 where a page's sections crowded out other pages, or a page of a second
// category came after every page of the first.
const LISTING_QUERIES = [
  'set field value based on other field',
  'reset form errors still shown after reset',
  'stepper',
];

test.describe('results list', () => {
  test("one entry per page with its sections beneath it, pages in the order of the engine's best hits", async ({
    page,
    request,
    baseURL,
  }) => {
    const index = await builtIndex(request, baseURL!);
    await page.goto(DOC_PAGE);
    await waitForSearchBar(page);
    for (const query of LISTING_QUERIES) {
      const {hits} = index.search({
        indexName: 'test',
        query,
        facetFilters: CURRENT_DOCS_FILTERS,
        hitsPerPage: MODAL_HITS,
      });
      const enginePages = pagesInHitOrder(hits);
      const pageTitles = new Map(hits.map((hit) => [pagePath(hit.url_without_anchor), hit.hierarchy.lvl1]));
      expect(enginePages.length, query).toBeGreaterThan(5);

      await typeQuery(page, query);
      await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible(FIRST_RESULTS);
      const entries = await listedEntries(page);
      const listedPages = [...new Set(entries.map((entry) => pagePath(entry.href)))];
      // Nothing of the engine's first five pages is cut, and they come in its order.
      expect(listedPages.slice(0, 5), query).toEqual(enginePages.slice(0, 5));
      // Each page once: an entry showing the page's title, then only its own sections, drawn beneath it.
      const runs = entries.reduce<Array<typeof entries>>((all, entry) => {
        const last = all.at(-1);
        if (last && pagePath(last[0]!.href) === pagePath(entry.href)) {
          last.push(entry);
        } else {
          all.push([entry]);
        }
        return all;
      }, []);
      expect(runs.length, `${query}: each page listed in one place`).toBe(listedPages.length);
      for (const [lead, ...sections] of runs) {
        expect(lead!.title, `${query}: ${lead!.href} shows its page's title`).toBe(
          pageTitles.get(pagePath(lead!.href)),
        );
        expect(lead!.child, `${query}: ${lead!.href} is a page entry`).toBe(false);
        for (const section of sections) {
          expect(section.child, `${query}: ${section.href} is drawn beneath its page`).toBe(true);
        }
      }
      // Every entry is an option of the results list, as DocSearch's own.
      expect(entries.every((entry) => entry.role === 'option')).toBe(true);
    }
  });

  test('the arrow keys go through the entries in the order listed, sections included', async ({page}) => {
    await page.goto(DOC_PAGE);
    await waitForSearchBar(page);
    await openModalAndType(page, LISTING_QUERIES[0]!);
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible(FIRST_RESULTS);
    const entries = await listedEntries(page);
    const input = page.locator('.DocSearch-Input');
    for (const [position, entry] of entries.slice(0, 6).entries()) {
      if (position > 0) {
        await page.keyboard.press('ArrowDown');
      }
      await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveAttribute('id', entry.id);
      await expect(input).toHaveAttribute('aria-activedescendant', entry.id);
    }
  });
});

test.describe('relevance', () => {
  test(`the relevance set meets its targets on the built index`, async ({request, baseURL}) => {
    const index = await builtIndex(request, baseURL!);

    expect(relevance.queries.length).toBeGreaterThanOrEqual(80);
    const report = evaluateRelevance(index, relevance);
    const {targets} = relevance;
    expect(report.empty.map(describeOutcome), 'queries without any result').toEqual([]);
    expect(
      report.misses.map(describeOutcome),
      `queries without an answering page in the first ${targets.allWithin}`,
    ).toEqual([]);
    expect(
      report.topShare,
      `share answered in the first ${targets.topPages}; below it:\n${report.belowTop.map(describeOutcome).join('\n')}`,
    ).toBeGreaterThanOrEqual(targets.topShare);
  });
});
