/**
 * Times the production build, cold and warm:
 *
 *   npm run bench:build
 *
 * "Cold" removes every cache first (the demos' Angular cache and build stamp,
 * Docusaurus's generated files and bundler cache), as on a fresh clone after
 * `npm ci`; "warm" runs the same build again with the caches in place, as a
 * maintainer's second build does. Prints the time of `npm run build` (scripts/build.ts, which
 * builds the Angular apps side by side with Docusaurus and prints each step's own time).
 * It deletes only caches and build output, never sources.
 */
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {runMain} from '../scripts/run-main';

const siteDir = path.resolve(__dirname, '..');

const caches = ['demos/dist', 'demos/.angular', '.docusaurus', 'node_modules/.cache', 'build'];

function timed(label: string, command: string, args: string[]): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']});
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    throw new Error(`${label} failed (exit code ${result.status}).`);
  }
  return seconds;
}

function buildOnce(): number {
  return timed('npm run build', process.execPath, ['--import', 'tsx', 'scripts/build.ts']);
}

async function main(): Promise<number> {
  for (const cache of caches) {
    rmSync(path.join(siteDir, cache), {recursive: true, force: true});
  }
  const cold = buildOnce();
  const warm = buildOnce();
  console.log('Production build time (npm run build):');
  console.table({cold: `${cold.toFixed(1)} s`, warm: `${warm.toFixed(1)} s`});
  return 0;
}

runMain(main);
