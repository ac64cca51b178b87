/**
 * Runs lines of work side by side, each line's steps one after the other: what
 * `npm test` (scripts/test.ts) and `npm run build` (scripts/build.ts) do to keep both
 * cores of a small machine busy. While two lines run, each output line starts with its
 * step's name. The first failure stops every other step.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export const siteDir = path.resolve(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** One command, named as the summary and the output prefix show it. */
export interface Step {
  name: string;
  command: string;
  args: string[];
  /** Added to the environment. */
  env?: Record<string, string>;
}

/** `npm run <script>`, named after the script; `args` are passed on to the script after `--`. */
export const npmScript = (script: string, ...args: string[]): Step => ({
  name: script,
  command: npm,
  args: ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])],
});

/** A TypeScript script of this repository (or `--test` and its files), run with the current Node and tsx. */
export const nodeScript = (name: string, ...args: string[]): Step => ({
  name,
  command: process.execPath,
  args: ['--import', 'tsx', ...args],
});

export interface StepResult {
  name: string;
  seconds: number;
  code: number;
}

const running = new Set<ChildProcess>();

/** Runs one step; when `prefixed`, each of its output lines is labelled with its name. */
export function runStep(step: Step, prefixed = false): Promise<StepResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: siteDir,
      env: {...process.env, ...step.env},
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Its own process group, so that stopping it stops what it started (tsc, ng, docusaurus).
      detached: process.platform !== 'win32',
    });
    running.add(child);
    if (prefixed) {
      const label = `${step.name} │ `;
      for (const stream of [child.stdout!, child.stderr!]) {
        readline.createInterface({input: stream}).on('line', (line) => process.stdout.write(`${label}${line}\n`));
      }
    }
    const finish = (code: number) => {
      running.delete(child);
      resolve({name: step.name, seconds: (Date.now() - started) / 1000, code});
    };
    child.on('error', (error) => {
      console.error(`${step.name}: could not start ${step.command}: ${error.message}`);
      finish(1);
    });
    child.on('exit', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

/** How long a stopped step may take to shut down cleanly before its process group is terminated. */
const shutdownGraceMs = 15_000;

/**
 * Stops every step still running, with what it started. SIGINT first, as Ctrl+C would: Playwright
 * then shuts down its web server, which runs in a process group of its own and would survive a
 * SIGTERM to the step's group, holding the test port for the next run. What still runs after the
 * grace period gets SIGTERM.
 */
export function stopAll(): void {
  const groups = [...running].map((child) => (process.platform === 'win32' ? child.pid! : -child.pid!));
  const signal = (signalName: NodeJS.Signals) => {
    for (const group of groups) {
      try {
        process.kill(group, signalName);
      } catch {
        // It has already ended.
      }
    }
  };
  signal('SIGINT');
  setTimeout(() => signal('SIGTERM'), shutdownGraceMs).unref();
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

/** Runs the lines side by side; the first failure stops the others. Resolves with every step that ran. */
export async function runLines(lines: Step[][]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  let failed = false;
  await Promise.all(
    lines.map(async (line) => {
      for (const step of line) {
        if (failed) {
          return;
        }
        const result = await runStep(step, lines.length > 1);
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

/** Prints each step's time, marks the failed one, and returns it (if any). */
export function summarize(title: string, results: StepResult[], started: number): StepResult | undefined {
  console.log(`\n${title}, time per step:`);
  for (const {name, seconds, code} of results) {
    const failure = code === 0 ? '' : `  FAILED (exit ${code})`;
    console.log(`  ${name.padEnd(18)} ${seconds.toFixed(0).padStart(4)} s${failure}`);
  }
  console.log(`  ${'total'.padEnd(18)} ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`);
  return results.find(({code}) => code !== 0);
}
