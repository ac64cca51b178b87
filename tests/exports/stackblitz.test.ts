/**
 * "Open in StackBlitz", as the reader's StackBlitz takes the project the button posts
 * (tests/browser/demo-interactions checks that the page posts exactly this project):
 *
 * - every example × kit pair the pages offer compiles with Angular's compiler, templates
 *   included (strict templates, the projects' own options), in one ngc program;
 * - projects boot: built by their own `ng build` and opened in Chromium, they render the
 *   form with no console error. `npm test` boots one project per kit; with
 *   EXPORTS_MATRIX=all every pair boots, split over runners by EXPORTS_SHARD=k/n (the
 *   pull-request workflow's exported-projects job).
 */
import assert from 'node:assert/strict';
import {after, test} from 'node:test';
import {chromium, type Browser} from '@playwright/test';
import {serveDirectory} from '../../lib/static-server';
import {testChromiumLaunchOptions} from '../../scripts/chromium';
import {diagnosticsByProject, ExportWorkspace, exportPairs, onePairPerKit, shardOf, type ExportPair} from './projects';

const pairs = exportPairs();
const workspace = new ExportWorkspace();
for (const pair of pairs) {
  workspace.write(pair);
}
after(() => workspace.remove());

test(`every exported project (${pairs.length} example × kit pairs) compiles with ngc, templates included`, async () => {
  const output = await workspace.compileAll(pairs.map((pair) => pair.id));
  if (output !== '') {
    const failing = diagnosticsByProject(output);
    assert.fail(
      `${failing.size} exported project(s) do not compile, as StackBlitz would show:\n` +
        [...failing].map(([id, lines]) => `${id}:\n  ${lines.join('\n  ')}`).join('\n'),
    );
  }
});

const booted = shardOf(process.env.EXPORTS_MATRIX === 'all' ? pairs : onePairPerKit(pairs));

let browser: Browser | undefined;
after(() => browser?.close());

/** Builds the pair's project, serves its build and opens it: the form renders, and nothing is logged as an error. */
async function boot(pair: ExportPair): Promise<void> {
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
  test(`${pair.demo.name} in ${pair.kit}: the exported project builds with ng build and boots to its form`, async () => {
    await boot(pair);
  });
}
