/**
 * "Open in StackBlitz", as the reader's StackBlitz takes the project the button posts
 * (tests/browser/demo-interactions checks that the page posts exactly this project), from the
 * example pages and from the playground:
 *
 * - every example × kit pair the pages offer, every playground starter in every kit it opens
 *   in, and a shared link with a reader's form compile with Angular's compiler, templates
 *   included (strict templates, the projects' own options), in one ngc program;
 * - projects boot: built by their own `ng build` and opened in Chromium, they render the
 *   form with no console error. `npm test` boots one project per kit (bootSample) and the
 *   shared link; with EXPORTS_MATRIX=all every project boots, split over runners by
 *   EXPORTS_SHARD=k/n (the pull-request workflow's exported-projects job).
 */
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import {chromium, type Browser} from '@playwright/test';
import {serveDirectory} from '../../lib/static-server';
import {readFrameSources} from '../../plugins/playground';
import {usedNames} from '../../plugins/playground/typescript-export';
import {testChromiumLaunchOptions} from '../../scripts/chromium';
import {
  bootSample,
  demosDir,
  docsDir,
  diagnosticsByProject,
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
/** The shared link's project: encoding a link is asynchronous, so it is made before the tests run. */
let link: ExportPair;
let pairs: ExportPair[];
before(async () => {
  link = await sharedLinkPair();
  pairs = [...examples, ...playground, link];
  for (const pair of pairs) {
    workspace.write(pair);
  }
});
after(() => workspace.remove());

test(`every exported project (${examples.length} example × kit pairs, ${playground.length} playground starter × kit pairs and a shared link) compiles with ngc, templates included`, async () => {
  const output = await workspace.compileAll(pairs.map((pair) => pair.id));
  if (output !== '') {
    const failing = diagnosticsByProject(output);
    assert.fail(
      `${failing.size} exported project(s) do not compile, as StackBlitz would show:\n` +
        [...failing].map(([id, lines]) => `${id}:\n  ${lines.join('\n  ')}`).join('\n'),
    );
  }
});

test("every playground export registers the examples' types, wrappers, validators and presets its form uses", () => {
  const {exampleRegistrations} = readFrameSources(demosDir, docsDir);
  const missing = [...playground, link].flatMap(({id, kit, state, exported}) => {
    const config = exported.files.find((file) => file.name === 'app.config.ts')!.code;
    const used = usedNames(JSON.parse(state!.mode === 'json-schema' ? state!.schema : state!.fields) as unknown);
    return exampleRegistrations
      .filter((registration) => registration.kits.includes(kit) && registration.names.some((name) => used.has(name)))
      .filter(
        ({binding, files}) =>
          !config.includes(`registrations as ${binding} `) ||
          !Object.keys(files).every((file) => exported.files.some(({name}) => name === file)),
      )
      .map(({demo}) => `${id}: what ${demo} registers`);
  });
  assert.deepEqual(missing, []);
});

const everyProject = process.env.EXPORTS_MATRIX === 'all';
const booted = shardOf(everyProject ? [...examples, ...playground] : bootSample(examples, playground));

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
  test(`${pair.label} in ${pair.kit}: the exported project builds with ng build and boots to its form`, async () => {
    await boot(pair);
  });
}

// With the whole matrix, the link boots in the first shard.
if (!everyProject || shardOf([true]).length > 0) {
  test("a shared playground link with a reader's form: the exported project builds and boots to its form", async () => {
    await boot(link);
  });
}
