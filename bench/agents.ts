/**
 * How well the site serves coding assistants, scored by the Agent-Friendly Documentation
 * Spec's own checker (the afdocs package):
 *
 *   npm run bench:agents [-- --port 3400 --skip-build]
 *
 * It builds the site with SITE_URL set to the local origin it then serves the build from, so
 * that /llms.txt and the Markdown twins link to the pages being checked, runs every check and
 * prints afdocs' scorecard. `--skip-build` scores the build already in build/ (made with the
 * same SITE_URL). The build is served as `npm run serve` serves it, Markdown negotiation
 * included (lib/static-server.ts), so content-negotiation passes here although GitHub Pages,
 * which cannot negotiate, fails it. A benchmark, not a test: the figures go into notes, and
 * it fails only when the build or the checker cannot run.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {runMain} from '../scripts/run-main';
import {serveDirectory} from '../lib/static-server';

const siteDir = path.resolve(__dirname, '..');

/** Runs a command with the terminal as its output; resolves with its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: siteDir, stdio: 'inherit', env});
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {port: {type: 'string', default: '3400'}, 'skip-build': {type: 'boolean', default: false}},
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error(`--port must be a port number; got "${values.port}".`);
  }
  const origin = `http://localhost:${port}`;
  if (!values['skip-build']) {
    console.log(`Building with SITE_URL=${origin}…`);
    const built = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      ...process.env,
      SITE_URL: origin,
    });
    if (built !== 0) {
      throw new Error(`The build failed (exit ${built}); its output is above.`);
    }
  }
  const {server} = await serveDirectory(path.join(siteDir, 'build'), {port});
  try {
    // afdocs exports no package.json; its command is at a fixed place in the installed package.
    const checker = path.join(siteDir, 'node_modules', 'afdocs', 'bin', 'afdocs.mjs');
    const code = await run(process.execPath, [checker, 'check', origin, '--format', 'scorecard']);
    // afdocs exits non-zero when a check fails; its scorecard above is the result.
    return code <= 1 ? 0 : code;
  } finally {
    server.close();
  }
}

runMain(main);
