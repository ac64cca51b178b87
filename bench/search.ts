/**
 * Measures the embedded search of a production build in Chromium:
 *
 *   npm run build && npm run bench:search [-- --build-dir build]
 *
 * Prints the index size (raw and gzipped), the time to load it once search
 * opens, the query latency (median and p95 over the relevance set, as the
 * modal runs it), whether any page's first-load JavaScript carries search
 * code, and how well the relevance set is answered, with every query whose
 * page is not among the first ones. Exits with 1 when a budget or a relevance
 * target is missed:
 *   index ≤ 400 KB gzipped, p95 query < 20 ms, no search code at first load,
 *   the targets of plugins/search-index/relevance.json.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium, type Page, type Response} from '@playwright/test';
import {chromiumLaunchOptions} from '../scripts/chromium';
import {kilobytes, serveDirectory} from '../lib/static-server';
import {USER_TIMING} from '../plugins/search-index/client/searchClient';
import {EmbeddedSearchIndex} from '../plugins/search-index/client/engine';
import {
  EMBEDDED_INDEX_DIR,
  EMBEDDED_INDEX_MANIFEST,
  pagesToRecords,
  type EmbeddedIndexFile,
  type EmbeddedIndexManifest,
} from '../plugins/search-index/records';
import {describeOutcome, evaluateRelevance, type RelevanceSet} from '../plugins/search-index/relevance';
import {runMain} from '../scripts/run-main';

const BUDGET = {indexGzipBytes: 400 * 1024, queryP95Ms: 20};
const ROUNDS = 3;
/** Strings only the lazily loaded search chunk contains. */
const SEARCH_CODE_MARKERS = [USER_TIMING.indexLoad, 'MiniSearch'];
const FIRST_LOAD_PAGES = ['/', '/docs/guide/getting-started', '/docs/guide/validation', '/blog'];

function percentile(sorted: number[], fraction: number): number {
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

const milliseconds = (value: number) => `${value.toFixed(2)} ms`;

async function measureDurations(page: Page, name: string): Promise<number[]> {
  return page.evaluate((measure) => performance.getEntriesByName(measure).map((entry) => entry.duration), name);
}

async function main(): Promise<number> {
  const {values} = parseArgs({options: {'build-dir': {type: 'string', default: 'build'}}});
  const buildDir = path.resolve(values['build-dir']!);
  const indexDir = path.join(buildDir, EMBEDDED_INDEX_DIR);
  const manifest = JSON.parse(
    await fs.readFile(path.join(indexDir, EMBEDDED_INDEX_MANIFEST), 'utf8').catch(() => {
      throw new Error(
        `No embedded search index in ${buildDir}: run \`npm run build\` without ALGOLIA_* settings first.`,
      );
    }),
  ) as EmbeddedIndexManifest;
  const indexBytes = await fs.readFile(path.join(indexDir, manifest.file));
  const gzipBytes = gzipSync(indexBytes, {level: 9}).length;
  const relevance = JSON.parse(
    await fs.readFile(path.join(__dirname, '../plugins/search-index/relevance.json'), 'utf8'),
  ) as RelevanceSet;
  const indexFile = JSON.parse(indexBytes.toString('utf8')) as EmbeddedIndexFile;
  const report = evaluateRelevance(
    new EmbeddedSearchIndex(pagesToRecords(indexFile.pages, 'http://localhost')),
    relevance,
  );

  const {server, origin} = await serveDirectory(buildDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort(),
    );

    // First load: collect every script a page runs before search is used.
    const firstLoad: Array<{page: string; bytes: number; searchCode: string[]}> = [];
    for (const pathname of FIRST_LOAD_PAGES) {
      const scripts: Array<Promise<{url: string; body: string}>> = [];
      const onResponse = (response: Response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(response.text().then((body) => ({url: response.url(), body})));
        }
      };
      page.on('response', onResponse);
      await page.goto(`${origin}${pathname}`, {waitUntil: 'networkidle'});
      page.off('response', onResponse);
      const loaded = await Promise.all(scripts);
      firstLoad.push({
        page: pathname,
        bytes: loaded.reduce((sum, script) => sum + Buffer.byteLength(script.body), 0),
        searchCode: loaded
          .filter((script) => SEARCH_CODE_MARKERS.some((marker) => script.body.includes(marker)))
          .map((script) => new URL(script.url).pathname),
      });
    }

    // Loading: from the click on the search button until the index answers.
    await page.goto(`${origin}/docs/guide/getting-started`, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const clickedAt = await page.evaluate(() => performance.now());
    await page.locator('.navbar .DocSearch-Button').click();
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, USER_TIMING.indexLoad, {
      timeout: 30_000,
    });
    const [indexLoad] = await measureDurations(page, USER_TIMING.indexLoad);
    const readyAt = await page.evaluate(
      (name) => performance.getEntriesByName(name)[0]!.startTime + performance.getEntriesByName(name)[0]!.duration,
      USER_TIMING.indexLoad,
    );

    // Queries: each query of the relevance set typed into the modal, ROUNDS times.
    const input = page.locator('.DocSearch-Input');
    for (let round = 0; round < ROUNDS; round++) {
      for (const {query} of relevance.queries) {
        const before = (await measureDurations(page, USER_TIMING.query)).length;
        await input.fill(query);
        await page.waitForFunction(({name, count}) => performance.getEntriesByName(name).length > count, {
          name: USER_TIMING.query,
          count: before,
        });
      }
    }
    const queryTimes = (await measureDurations(page, USER_TIMING.query)).sort((a, b) => a - b);
    const median = percentile(queryTimes, 0.5);
    const p95 = percentile(queryTimes, 0.95);

    console.log('Embedded search benchmark');
    console.log(`  index file          ${manifest.file}: ${manifest.records} records from ${manifest.pages} pages`);
    console.log(
      `  index size          ${kilobytes(indexBytes.length)} raw, ${kilobytes(gzipBytes)} gzipped (budget ${kilobytes(BUDGET.indexGzipBytes)})`,
    );
    console.log(
      `  index load          ${milliseconds(indexLoad!)} fetch + parse + build; ${milliseconds(readyAt - clickedAt)} from the click, code chunk included`,
    );
    console.log(
      `  query latency       median ${milliseconds(median)}, p95 ${milliseconds(p95)} over ${queryTimes.length} queries (budget p95 < ${BUDGET.queryP95Ms} ms)`,
    );
    for (const entry of firstLoad) {
      const verdict = entry.searchCode.length ? `SEARCH CODE in ${entry.searchCode.join(', ')}` : 'no search code';
      console.log(`  first load ${entry.page.padEnd(30)} ${kilobytes(entry.bytes)} of JavaScript, ${verdict}`);
    }

    const {targets} = relevance;
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    const within = report.outcomes.length - report.misses.length;
    console.log(
      `  relevance           ${relevance.queries.length} queries: ${percent(report.topShare)} answered in the first ${targets.topPages} pages ` +
        `(target ${percent(targets.topShare)}), ${within} in the first ${targets.allWithin} (target all), ${report.empty.length} without results (target 0)`,
    );
    for (const outcome of report.belowTop) {
      console.log(`    ${describeOutcome(outcome)}`);
    }

    const failures = [
      gzipBytes > BUDGET.indexGzipBytes && 'index over budget',
      p95 >= BUDGET.queryP95Ms && 'p95 query latency over budget',
      firstLoad.some((entry) => entry.searchCode.length > 0) && 'search code in first-load JavaScript',
      !report.meetsTargets && 'relevance targets missed',
    ].filter(Boolean);
    if (failures.length > 0) {
      console.error(`Budget exceeded: ${failures.join('; ')}`);
      return 1;
    }
    console.log('All budgets met.');
    return 0;
  } finally {
    await browser.close();
    server.close();
  }
}

runMain(main);
