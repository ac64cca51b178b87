/**
 * Each section of UPGRADING.md says which installed versions it was last checked against.
 * When an upgrade moves one of them (package-lock.json or demos/package-lock.json), the
 * section has to be read again against the new version: this test fails, naming the section,
 * the package and both versions, until its "Checked against" line is updated.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readSiteFile} from './installed';
import {
  installedIn,
  parseCheckedAgainst,
  registerSections,
  staleChecks,
  type Lockfile,
  type RegisterSection,
} from './register';

const lockfiles: Lockfile[] = ['package-lock.json', 'demos/package-lock.json'].map((file) => ({
  file,
  packages: (JSON.parse(readSiteFile(file)) as Pick<Lockfile, 'packages'>).packages,
}));

test('every version a section of UPGRADING.md was checked against is the one installed', () => {
  const sections = registerSections(readSiteFile('UPGRADING.md'));
  assert.ok(sections.length > 0, 'UPGRADING.md has no ### sections');
  assert.deepEqual(
    sections.flatMap((section) => staleChecks(section, lockfiles)),
    [],
  );
});

const section = (checked: string): RegisterSection => ({title: 'A coupling', fields: {'Checked against': checked}});
const lockfile: Lockfile = {
  file: 'package-lock.json',
  packages: {
    '': {version: '1.0.0'},
    'node_modules/@docusaurus/core': {version: '3.10.2'},
    'node_modules/@docusaurus/theme-classic': {version: '3.11.0'},
    'node_modules/rollup': {version: '4.67.4'},
    'node_modules/vite/node_modules/rollup': {version: '3.0.0'},
  },
};

test('a package installed past the version a section was checked against fails, naming both versions', () => {
  assert.deepEqual(staleChecks(section('`rollup` 4.67.4'), [lockfile]), []);
  assert.deepEqual(staleChecks(section('`rollup` 4.60.0'), [lockfile]), [
    '"A coupling": package-lock.json installs rollup 4.67.4, but the section was checked against 4.60.0. Check the coupling with 4.67.4 (its guard test), then update its **Checked against:** line',
  ]);
});

test('a scope with /* stands for each of its installed packages, and a nested copy is not the installed one', () => {
  assert.deepEqual(
    installedIn(lockfile, '@docusaurus/*').map(({name}) => name),
    ['@docusaurus/core', '@docusaurus/theme-classic'],
  );
  assert.match(staleChecks(section('`@docusaurus/*` 3.10.2'), [lockfile]).join(), /theme-classic 3\.11\.0/);
  assert.deepEqual(installedIn(lockfile, 'rollup'), [{name: 'rollup', version: '4.67.4'}]);
});

test('a package in no lockfile, a missing line and a line in another form fail', () => {
  assert.match(staleChecks(section('`left-pad` 1.3.0'), [lockfile]).join(), /left-pad is in no lockfile/);
  assert.match(
    staleChecks({title: 'A coupling', fields: {}}, [lockfile]).join(),
    /has no \*\*Checked against:\*\* line/,
  );
  for (const line of ['rollup 4.67.4', '`rollup` 4.67', '`rollup` 4.67.4 and `vite` 5.0.0', '`rollup` 4.67.4,']) {
    assert.throws(() => parseCheckedAgainst(line), /is not a list of `name` version pairs/, line);
  }
  assert.deepEqual(
    parseCheckedAgainst('`@ngx-formly/core` 7.1.0 (built with partial compilation), `@angular/core` 21.2.24'),
    [
      {name: '@ngx-formly/core', version: '7.1.0'},
      {name: '@angular/core', version: '21.2.24'},
    ],
  );
});
