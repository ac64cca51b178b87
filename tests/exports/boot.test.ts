/**
 * "Open in StackBlitz", as the reader's StackBlitz runs the project the button posts: built as its
 * `npm start` (ng serve) builds it, in the development configuration with Angular's development-mode
 * checks, and opened in Chromium, it renders its form with no console error.
 * `npm test` boots one project per kit, from the example pages and the playground in turn
 * (bootSample), and a shared link with a reader's form; with EXPORTS_MATRIX=all every example
 * and playground project boots, split over runners by EXPORTS_SHARD=k/n (the pull-request
 * workflow's exported-projects job). compile.test.ts compiles them all.
 */
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import {chromium, type Browser} from '@playwright/test';
import {serveDirectory} from '../../lib/static-server';
import {testChromiumLaunchOptions} from '../../scripts/chromium';
import {
  bootSample,
  ExportWorkspace,
  exportPairs,
  playgroundStarterPairs,
  sharedLinkPair,
  shardOf,
  type ExportPair,
} from './projects';

const examples = exportPairs();
const playground = playgroundStarterPairs();
const workspace = new ExportWorkspace();
after(() => workspace.remove());
/** The shared link's project: encoding a link is asynchronous, so it is made before the tests run. */
let link: ExportPair;
before(async () => {
  link = await sharedLinkPair();
});

const everyProject = process.env.EXPORTS_MATRIX === 'all';
const booted = shardOf(everyProject ? [...examples, ...playground] : bootSample(examples, playground));

let browser: Browser | undefined;
after(() => browser?.close());

/** Builds the pair's project, serves its build and opens it: the form renders, and nothing is logged as an error. */
async function boot(pair: ExportPair): Promise<void> {
  workspace.write(pair);
  const root = await workspace.build(pair.id);
  const {server, origin} = await serveDirectory(root);
  browser ??= await chromium.launch(testChromiumLaunchOptions);
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console.error: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  try {
    await page.goto(origin);
    await page.locator('formly-form formly-field').first().waitFor({state: 'visible', timeout: 30_000});
    assert.ok(
      (await page.locator('formly-form').first().innerText()).trim().length > 0,
      'the form shows something to the reader',
    );
    assert.deepEqual(problems, [], `the booted ${pair.id} logged errors`);
  } finally {
    await page.close();
    server.close();
  }
}

for (const pair of booted) {
  test(`${pair.label} in ${pair.kit}: the exported project builds as StackBlitz's ng serve does (development configuration) and boots to its form`, async () => {
    await boot(pair);
  });
}

// With the whole matrix, the link boots in the first shard.
if (!everyProject || shardOf([true]).length > 0) {
  test("a shared playground link with a reader's form: the exported project builds as StackBlitz's ng serve does and boots to its form [guide/faq#playground-s-open-stackblitz-project]", async () => {
    await boot(link);
  });
}
