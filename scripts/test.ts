/**
 * `npm test`: every check, in the least time the machine allows.
 *
 *   typecheck → lint → unit tests     ┐
 *                                      ├→ browser tests
 *   test build (build:test)           ┘
 *
 * The two chains run side by side: the checks are mostly one thread each and the build
 * leaves a core idle for long stretches, so together they take about the build's time
 * instead of the sum of both. Each step's output is printed whole when the step ends,
 * never interleaved; the browser tests, last, print as they go. A failing step stops its
 * chain and the browser tests, and the run exits non-zero naming it.
 */
import {spawn, spawnSync} from 'node:child_process';
import {runMain} from './run-main';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface StepResult {
  script: string;
  ok: boolean;
}

/** Runs `npm run <script>`, buffering its output, and prints it with a header when it ends. */
function runBuffered(script: string): Promise<StepResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {stdio: ['ignore', 'pipe', 'pipe']});
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, detail: string) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── npm run ${script}: ${ok ? 'passed' : `FAILED (${detail})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({script, ok});
    };
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code, signal) => finish(code === 0, signal ? `signal ${signal}` : `exit code ${code}`));
  });
}

/** Runs the scripts one after the other, stopping at the first that fails. */
async function runChain(scripts: string[]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const script of scripts) {
    const result = await runBuffered(script);
    results.push(result);
    if (!result.ok) {
      break;
    }
  }
  return results;
}

async function main(): Promise<number> {
  // Both chains need the demo registry that this writes; written once here, neither
  // chain rewrites it while the other reads it.
  const routes = spawnSync(process.execPath, ['scripts/demos.mjs', 'routes'], {stdio: 'inherit'});
  if (routes.status !== 0) {
    throw new Error('writing the demo registry (node scripts/demos.mjs routes) failed; its output is above.');
  }
  const chains = await Promise.all([runChain(['typecheck', 'lint', 'test:unit']), runChain(['build:test'])]);
  const failed = chains.flat().filter((result) => !result.ok);
  if (failed.length > 0) {
    throw new Error(`npm test stopped: ${failed.map((result) => `npm run ${result.script}`).join(' and ')} failed.`);
  }
  process.stdout.write('\n── npm run test:browser\n');
  const browser = spawnSync(npm, ['run', '--silent', 'test:browser'], {stdio: 'inherit'});
  if (browser.status !== 0) {
    throw new Error('npm test failed: the browser tests (npm run test:browser) did not pass.');
  }
  return 0;
}

runMain(main);
