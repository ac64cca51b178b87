/**
 * What decides whether the demos app or the playground frame needs building again: a hash of
 * every file that shapes its output (scripts/demos.ts, scripts/playground-frame.ts).
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '..');

/** The files under `dir`, at any depth. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A hash of `files` (names relative to the site and contents, in name order) and of the build configuration. */
export function hashFiles(files: readonly string[], configuration: string): string {
  const hash = createHash('sha256').update(`configuration:${configuration}\n`);
  for (const file of [...files].sort()) {
    hash
      .update(`${path.relative(siteDir, file)}\n`)
      .update(readFileSync(file))
      .update('\n');
  }
  return hash.digest('hex');
}
