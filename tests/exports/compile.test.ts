/**
 * "Open in StackBlitz", as the reader's StackBlitz compiles the project the button posts
 * (tests/browser/demo-interactions and playground.spec check that the pages post exactly these
 * projects): every example × kit pair the pages offer, every playground starter in every kit it
 * opens in, and a shared link with a reader's form compile with Angular's compiler, templates
 * included (strict templates, the projects' own options), in one ngc program. boot.test.ts builds
 * and opens them.
 */
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import {readFrameSources} from '../../plugins/playground';
import {usedNames} from '../../plugins/playground/typescript-export';
import {
  demosDir,
  docsDir,
  diagnosticsByProject,
  ExportWorkspace,
  exportPairs,
  playgroundStarterPairs,
  sharedLinkPair,
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

test("every playground export registers the examples' types, wrappers, validators and presets its form uses [guide/faq#playground-s-open-stackblitz-project]", () => {
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
