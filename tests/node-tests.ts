/**
 * The unit, claim and upgrade guard tests, run in one Node process (`npm run test:unit`):
 * every tests/unit/*.test.ts, tests/claims/<section>/*.test.ts and tests/upgrade/*.test.ts,
 * found here, so that a new file needs no edit. Run as node --test runs a list of files,
 * each in a process of its own, the 36 files spent more time starting (tsx, Angular's
 * packages for each claim file) than testing: 85 core-s and 45 s on 2 cores, against
 * 46 core-s and 36 s here. node:test still runs the files' tests one after another, each
 * file's in its order.
 */
import fs from 'node:fs';
import path from 'node:path';

const testsDir = __dirname;

/** The `*.test.ts` files directly in `dir`, in name order. */
function testFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => path.join(dir, name));
}

const claimSections = fs
  .readdirSync(path.join(testsDir, 'claims'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && entry.name !== 'support')
  .map((entry) => path.join(testsDir, 'claims', entry.name))
  .sort();

const files = [
  ...testFiles(path.join(testsDir, 'unit')),
  ...claimSections.flatMap(testFiles),
  ...testFiles(path.join(testsDir, 'upgrade')),
];

for (const file of files) {
  // Loaded in order and at once, so each file registers its tests before the runner starts.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(file);
}
