/**
 * `npm test`: every check the repository has, each one an npm script of its own.
 *
 *   typecheck:site → lint → test:unit → test:exports:compile   ┐ side by side
 *   build:test → test:mcp → test:exports:boot                  ┘
 *   test:browser                               against the build, once both lines have passed
 *
 * The checks and the build share no file they write, and neither keeps both cores busy:
 * the checks mostly use one, and the build waits on single-threaded work at times. Run side
 * by side on a 2-core machine they end about 45 s sooner than one after the other. The first
 * failure stops the rest; the summary names it and gives each step's time. The build packs the
 * MCP server from its pages and search index, so the server's tests follow it on its line.
 */
import {npmScript, runLines, runStep, summarize} from './run-lines';
import {runMain} from './run-main';

async function main(): Promise<number> {
  const started = Date.now();
  // Only the build line writes and reads the demos' generated files: the site's type check
  // and tests read the demo folders themselves (scripts/kit-examples.ts).
  // The exported projects are made from the demo folders, not from the site build: their compile and
  // their boots share out between the lines, which come out about as long.
  const checks = ['typecheck:site', 'lint', 'test:unit', 'test:exports:compile'].map((script) => npmScript(script));
  const build = ['build:test', 'test:mcp', 'test:exports:boot'].map((script) => npmScript(script));
  const results = await runLines([checks, build]);
  const sideBySide = results.some(({code}) => code !== 0);
  if (!sideBySide) {
    results.push(await runStep(npmScript('test:browser')));
  }
  const failed = summarize('npm test', results, started);
  if (failed) {
    const where = sideBySide ? `, each line starting "${failed.name} │"` : '';
    console.error(`\nnpm test failed at ${failed.name}: its output is above${where}.`);
    return 1;
  }
  return 0;
}

runMain(main);
