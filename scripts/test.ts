/**
 * `npm test`: every check the repository has, each one an npm script of its own.
 *
 *   typecheck:site → lint → test:unit → test:exports:compile → test:exports:boot   ┐ side by side
 *   build:test → test:browser → test:mcp                                         ┘
 *
 * The checks line needs no build: the exported projects are made from the demo folders. The
 * browser tests start as soon as the build is there rather than after both lines, so neither core
 * waits for the longer line to end. The first failure stops the rest; the summary names it and
 * gives each step's time. The build packs the MCP server from its pages and search index, so the
 * server's tests follow it on its line.
 */
import {npmScript, runLines, summarize} from './run-lines';
import {runMain} from './run-main';

async function main(): Promise<number> {
  const started = Date.now();
  // Only the build line writes and reads the demos' generated files: the site's type check
  // and tests read the demo folders themselves (scripts/kit-examples.ts).
  const checks = ['typecheck:site', 'lint', 'test:unit', 'test:exports:compile', 'test:exports:boot'];
  const build = ['build:test', 'test:browser', 'test:mcp'];
  const results = await runLines([checks, build].map((line) => line.map((script) => npmScript(script))));
  const failed = summarize('npm test', results, started);
  if (failed) {
    console.error(`\nnpm test failed at ${failed.name}: its output is above, each line starting "${failed.name} │".`);
    return 1;
  }
  return 0;
}

runMain(main);
