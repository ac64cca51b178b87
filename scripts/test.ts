/**
 * `npm test`: every check the repository has, each one an npm script of its own.
 *
 *   typecheck:site → lint → test:unit   ┐ side by side
 *   build:test                          ┘
 *   test:browser                          against the build, once both lines have passed
 *
 * The checks and the build share no file they write, and neither keeps both cores busy:
 * the build's Angular stage uses about 1.5 of them and its bundler less, the checks mostly
 * one. Run side by side they end about 40 s sooner on a 2-core machine than one after the
 * other. While two run, each line of their output starts with its script's name. The first
 * failure stops the rest; the summary names it and gives each stage's time.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import {runMain} from './run-main';

const siteDir = path.resolve(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The scripts of one line of work, run one after the other. */
type Line = string[];

interface StageResult {
  script: string;
  seconds: number;
  code: number;
}

const running = new Set<ChildProcess>();

/** Runs `npm run <script>`; when `prefixed`, each output line is labelled with the script's name. */
function runScript(script: string, prefixed: boolean): Promise<StageResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      cwd: siteDir,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Its own process group, so that stopping it stops what it started (tsc, ng, docusaurus).
      detached: process.platform !== 'win32',
    });
    running.add(child);
    if (prefixed) {
      const label = `${script} │ `;
      for (const stream of [child.stdout!, child.stderr!]) {
        readline.createInterface({input: stream}).on('line', (line) => process.stdout.write(`${label}${line}\n`));
      }
    }
    const finish = (code: number) => {
      running.delete(child);
      resolve({script, seconds: (Date.now() - started) / 1000, code});
    };
    child.on('error', (error) => {
      console.error(`${script}: could not start npm: ${error.message}`);
      finish(1);
    });
    child.on('exit', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

function stopAll(): void {
  for (const child of running) {
    try {
      process.kill(process.platform === 'win32' ? child.pid! : -child.pid!, 'SIGTERM');
    } catch {
      // It has just ended.
    }
  }
}

/** Runs the lines side by side; the first failure stops the others. Resolves with every stage that ran. */
async function runLines(lines: Line[]): Promise<StageResult[]> {
  const results: StageResult[] = [];
  let failed = false;
  await Promise.all(
    lines.map(async (line) => {
      for (const script of line) {
        if (failed) {
          return;
        }
        const result = await runScript(script, lines.length > 1);
        results.push(result);
        if (result.code !== 0 && !failed) {
          failed = true;
          stopAll();
        }
      }
    }),
  );
  return results;
}

function summary(results: StageResult[], started: number): void {
  console.log('\nnpm test, time per stage:');
  for (const {script, seconds, code} of results) {
    console.log(
      `  ${script.padEnd(16)} ${seconds.toFixed(0).padStart(4)} s${code === 0 ? '' : `  FAILED (exit ${code})`}`,
    );
  }
  console.log(`  ${'total'.padEnd(16)} ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`);
}

async function main(): Promise<number> {
  const started = Date.now();
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  // Both lines write the demos' generated files (typecheck:site and the build each run this
  // first); written once here, neither line rewrites them while the other reads them.
  const routes = spawnSync(process.execPath, ['scripts/demos.mjs', 'routes'], {cwd: siteDir, stdio: 'inherit'});
  if (routes.status !== 0) {
    throw new Error('npm test failed at: node scripts/demos.mjs routes (its output is above)');
  }
  const results = await runLines([['typecheck:site', 'lint', 'test:unit'], ['build:test']]);
  const failure = results.find(({code}) => code !== 0);
  if (!failure) {
    results.push(await runScript('test:browser', false));
  }
  summary(results, started);
  const failed = results.find(({code}) => code !== 0);
  if (failed) {
    console.error(
      `\nnpm test failed at ${failed.script}: its output is above${failure ? `, each line starting "${failed.script} │"` : ''}.`,
    );
    return 1;
  }
  return 0;
}

runMain(main);
