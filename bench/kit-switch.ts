/**
 * How long a reader waits for an example's form, on the first visit and after
 * picking another kit, in Chromium, against a production build:
 *
 *   npm run build && npm run bench:kit-switch [-- --build-dir build --rounds 3]
 *
 * For each sampled example (the first kit-agnostic example of each category, as
 * the kit switcher test samples them) and each kit it offers:
 * - first load: from the navigation to `…?kit=<kit>` until the demo's form is
 *   visible (the example is scrolled into view as soon as the page is loaded);
 * - switch: on the page opened in the folder's own kit, from the click on the
 *   kit's tab until the form of that kit is visible.
 * Prints the medians per kit and exits with 1 when a kit's switch is slower
 * than its first load.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser, type Page} from '@playwright/test';
import {chromiumLaunchOptions} from '../scripts/chromium';
import {kitByName, type BrowserKitName} from '../lib/kits';
import {serveDirectory} from '../lib/static-server';
import {median} from './stats';
import {runMain} from '../scripts/run-main';
import {firstSwitchableOfEachCategory, kitExamples} from '../scripts/kit-examples';

async function formVisible(page: Page, example: string, kit: BrowserKitName): Promise<void> {
  const iframe = page.locator(`iframe[data-live-example="${example}"][data-kit="${kit}"]`);
  await iframe.waitFor({state: 'attached', timeout: 60_000});
  await page
    .frameLocator(`iframe[data-live-example="${example}"][data-kit="${kit}"]`)
    .locator('formly-form')
    .first()
    .waitFor({timeout: 60_000});
}

/** Shows the example and, where the demo waits for a click (a kit loaded on request), clicks as a reader would. */
async function reveal(page: Page, example: string, kit: BrowserKitName): Promise<void> {
  await page
    .getByRole('region', {name: /^Live example/})
    .first()
    .scrollIntoViewIfNeeded();
  const prompt = page.getByRole('button', {name: 'Load live demo'});
  await prompt
    .or(page.locator(`iframe[data-live-example="${example}"][data-kit="${kit}"]`))
    .first()
    .waitFor({timeout: 60_000});
  if (await prompt.isVisible()) {
    await prompt.click();
  }
}

async function firstLoad(browser: Browser, origin: string, example: string, kit: BrowserKitName): Promise<number> {
  const page = await browser.newPage();
  const started = performance.now();
  await page.goto(`${origin}/docs/examples/${example}?kit=${kit}`, {waitUntil: 'load'});
  await reveal(page, example, kit);
  await formVisible(page, example, kit);
  const elapsed = performance.now() - started;
  await page.close();
  return elapsed;
}

async function switchTo(
  browser: Browser,
  origin: string,
  example: string,
  from: BrowserKitName,
  kit: BrowserKitName,
): Promise<number> {
  const page = await browser.newPage();
  await page.goto(`${origin}/docs/examples/${example}?kit=${from}`, {waitUntil: 'load'});
  await reveal(page, example, from);
  await formVisible(page, example, from);
  const started = performance.now();
  await page.getByRole('tab', {name: kitByName(kit).label, exact: true}).click();
  await reveal(page, example, kit);
  await formVisible(page, example, kit);
  const elapsed = performance.now() - started;
  await page.close();
  return elapsed;
}

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {'build-dir': {type: 'string', default: 'build'}, rounds: {type: 'string', default: '3'}},
  });
  const rounds = Number(values.rounds);
  const {server, origin} = await serveDirectory(path.resolve(values['build-dir'] ?? 'build'));
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: Record<string, string | number>[] = [];
  let slower = 0;
  try {
    for (const example of firstSwitchableOfEachCategory(kitExamples())) {
      const [own] = example.kits;
      for (const kit of example.kits.slice(1)) {
        const first: number[] = [];
        const switched: number[] = [];
        for (let round = 0; round < rounds; round += 1) {
          first.push(await firstLoad(browser, origin, example.name, kit));
          switched.push(await switchTo(browser, origin, example.name, own, kit));
        }
        const row = {
          example: example.name,
          kit,
          'first load (ms)': Math.round(median(first)),
          'after a switch (ms)': Math.round(median(switched)),
        };
        slower += row['after a switch (ms)'] > row['first load (ms)'] ? 1 : 0;
        rows.push(row);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`Time until the demo's form is visible, median of ${rounds}:`);
  console.table(rows);
  console.log(
    slower
      ? `${slower} kit(s) slower after a switch than on a first load.`
      : 'Every kit shows its form sooner after a switch than on a first load.',
  );
  return slower ? 1 : 0;
}

runMain(main);
