/**
 * Measures what a first visit to each kind of page downloads, in Chromium,
 * against a production build:
 *
 *   npm run build && npm run bench:weight [-- --build-dir build]
 *
 * For each page it prints the gzipped size of the JavaScript, CSS and HTML the
 * page itself loads (a live example's iframe is not counted: it loads lazily and
 * separately) and the time to the load event. Exits with 1 when an example
 * page's first-load JavaScript exceeds a plain docs page's by more than 10 KB
 * gzipped, the budget of the live-examples work.
 *
 * bench/size-report.ts measures pull requests with the same pages and code.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium, type Page, type Response} from '@playwright/test';
import {chromiumLaunchOptions} from '../scripts/chromium';
import {kilobytes, serveDirectory} from '../lib/static-server';
import {runMain} from '../scripts/run-main';

export interface PageSample {
  label: string;
  path: string;
}

export const samples: PageSample[] = [
  {label: 'home', path: '/'},
  {label: 'guide (plain docs page)', path: '/docs/guide/validation'},
  {label: 'example page', path: '/docs/examples/validation/built-in-validations'},
  {label: 'API field page', path: '/docs/api/ui/bootstrap/input'},
  {label: 'blog post', path: '/blog/welcome'},
];

const exampleBudgetBytes = 10 * 1024;

export interface Weight {
  js: number;
  css: number;
  html: number;
  requests: number;
  loadMs: number;
}

async function measure(page: Page, url: string): Promise<Weight> {
  const weight: Weight = {js: 0, css: 0, html: 0, requests: 0, loadMs: 0};
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    // Only what the page's own document loads; the demo iframe is separate.
    if (response.frame() !== page.mainFrame()) {
      return;
    }
    const type = response.request().resourceType();
    pending.push(
      response.body().then(
        (body) => {
          const gzipped = gzipSync(body, {level: 9}).length;
          weight.requests += 1;
          if (type === 'script') {
            weight.js += gzipped;
          } else if (type === 'stylesheet') {
            weight.css += gzipped;
          } else if (type === 'document') {
            weight.html += gzipped;
          }
        },
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  const started = Date.now();
  await page.goto(url, {waitUntil: 'load'});
  weight.loadMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return weight;
}

/** Measures a first visit to each of `pages` in the production build in `buildDir`, served as by `docusaurus serve`. */
export async function measureBuild(
  buildDir: string,
  pages: PageSample[] = samples,
): Promise<Array<PageSample & Weight>> {
  await fs.access(path.join(buildDir, 'index.html')).catch(() => {
    throw new Error(`No production build in ${buildDir}: run npm run build first.`);
  });
  const {server, origin} = await serveDirectory(buildDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results: Array<PageSample & Weight> = [];
  try {
    for (const sample of pages) {
      // A fresh context per page: nothing cached from the previous one.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route(
        (url) => url.hostname !== 'localhost',
        (route) => route.abort(),
      );
      results.push({...sample, ...(await measure(page, `${origin}${sample.path}`))});
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}

async function main(): Promise<number> {
  const {values} = parseArgs({options: {'build-dir': {type: 'string', default: 'build'}}});
  const results = await measureBuild(path.resolve(values['build-dir'] ?? 'build'));

  console.log('First visit, gzipped bytes the page itself loads:');
  console.table(
    results.map((result) => ({
      page: result.label,
      path: result.path,
      js: kilobytes(result.js),
      // Exact, for "first-load JavaScript only shrinks": a change of a few bytes hides in the rounding.
      'js bytes': result.js,
      css: kilobytes(result.css),
      html: kilobytes(result.html),
      requests: result.requests,
      'load event': `${result.loadMs} ms`,
    })),
  );

  const guide = results.find((result) => result.label.startsWith('guide'))!;
  const example = results.find((result) => result.label === 'example page')!;
  const extra = example.js - guide.js;
  const withinBudget = extra <= exampleBudgetBytes;
  console.log(
    `Example page JS over a plain docs page: ${kilobytes(extra)} (budget ${kilobytes(exampleBudgetBytes)}): ${withinBudget ? 'within budget' : 'OVER BUDGET'}`,
  );
  return withinBudget ? 0 : 1;
}

// Imported by bench/size-report.ts for its measuring code: run only when started as a script.
if (require.main === module) runMain(main);
