/**
 * UPGRADING.md lists every place the site relies on a dependency's internals,
 * each with the test that fails when an upgrade breaks it. This keeps the
 * register from drifting away from the code and the tests: every section has its
 * four labelled lines, every file a section names as the place we do it must exist,
 * and every section must name a test file that exists and a test of that name in it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readSiteFile, siteDir} from './installed';
import {fieldLabels, registerSections} from './register';

/** Whether `source` declares a test named `name`, in any kind of quotes. */
function hasTest(source: string, name: string): boolean {
  const literals = [`'${name}'`, `"${name}"`, `\`${name}\``];
  return [...source.matchAll(/\btest\(\s*/g)].some((call) =>
    literals.some((literal) => source.startsWith(literal, call.index + call[0].length)),
  );
}

/** The repository paths among the `code` spans of a line (package names and identifiers left out). */
function pathsIn(line: string): string[] {
  return [...line.matchAll(/`([^`\s]+)`/g)]
    .map(([, text]) => text!)
    .filter((text) => text.includes('/') && !text.startsWith('@'));
}

const sections = registerSections(readSiteFile('UPGRADING.md'));

test('every section of UPGRADING.md has its four labelled lines', () => {
  assert.ok(sections.length > 0, 'UPGRADING.md has no ### sections');
  const missing = sections.flatMap(({title, fields}) =>
    fieldLabels.filter((label) => !fields[label]).map((label) => `"${title}" has no "- **${label}:** …" line`),
  );
  assert.deepEqual(missing, []);
});

test('every file UPGRADING.md names as the place we do it exists', () => {
  const missing = sections.flatMap(({title, fields}) =>
    pathsIn(fields['Where we do it'] ?? '')
      .filter((file) => !fs.existsSync(path.join(siteDir, file)))
      .map((file) => `"${title}": ${file}`),
  );
  assert.deepEqual(missing, [], 'update the "Where we do it" line of these sections of UPGRADING.md');
});

test('every section of UPGRADING.md names a guard test file that exists and a test in it', () => {
  for (const {title, fields} of sections) {
    const guard = fields['Guard test'] ?? '';
    const match = /^`([^`]+\.test\.ts)` · (.+)$/.exec(guard);
    assert.ok(match, `the section "${title}" does not name its guard as \`file\` · test name: ${guard}`);
    const [, file, name] = match;
    assert.ok(fs.existsSync(path.join(siteDir, file!)), `the section "${title}" names ${file}, which does not exist`);
    const source = readSiteFile(file!);
    assert.ok(hasTest(source, name!), `the section "${title}" names the test "${name}", which ${file} does not have`);
  }
});
