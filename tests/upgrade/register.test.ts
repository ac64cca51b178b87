/**
 * UPGRADING.md lists every place the site relies on a dependency's internals,
 * each with the test that fails when an upgrade breaks it. This keeps the
 * register from drifting away from the code and the tests: every file a row
 * names as the place we do it must exist, and every row must name a test file
 * that exists and a test of that name in it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readSiteFile, siteDir} from './installed';

/** The cells of each row of the register's table, header and separator left out. */
function registerRows(markdown: string): string[][] {
  const rows = markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        // A cell may hold an escaped pipe (`\|`).
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  return rows.slice(2);
}

/** Whether `source` declares a test named `name`, in any kind of quotes. */
function hasTest(source: string, name: string): boolean {
  const literals = [`'${name}'`, `"${name}"`, `\`${name}\``];
  return [...source.matchAll(/\btest\(\s*/g)].some((call) =>
    literals.some((literal) => source.startsWith(literal, call.index + call[0].length)),
  );
}

/** The repository paths among the `code` spans of a cell (package names and identifiers left out). */
function pathsIn(cell: string): string[] {
  return [...cell.matchAll(/`([^`\s]+)`/g)]
    .map(([, text]) => text!)
    .filter((text) => text.includes('/') && !text.startsWith('@'));
}

test('every file UPGRADING.md names as the place we do it exists', () => {
  const missing = registerRows(readSiteFile('UPGRADING.md')).flatMap((row) =>
    pathsIn(row[1] ?? '').filter((file) => !fs.existsSync(path.join(siteDir, file))),
  );
  assert.deepEqual(missing, [], 'update the "Where we do it" column of UPGRADING.md');
});

test('every row of UPGRADING.md names a guard test file that exists and a test in it', () => {
  const rows = registerRows(readSiteFile('UPGRADING.md'));
  assert.ok(rows.length > 0, 'UPGRADING.md has no register rows');
  for (const row of rows) {
    const what = row[0];
    const guard = row.at(-1) ?? '';
    const match = /^`([^`]+\.test\.ts)` · (.+)$/.exec(guard);
    assert.ok(match, `the row "${what}" does not name its guard as \`file\` · test name: ${guard}`);
    const [, file, name] = match;
    assert.ok(fs.existsSync(path.join(siteDir, file!)), `the row "${what}" names ${file}, which does not exist`);
    const source = readSiteFile(file!);
    assert.ok(hasTest(source, name!), `the row "${what}" names the test "${name}", which ${file} does not have`);
  }
});
