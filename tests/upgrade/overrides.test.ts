/**
 * The npm `overrides` of package.json and demos/package.json pin packages to one
 * version whatever their dependents ask for (the reasons are in UPGRADING.md). An
 * override stays in force after the dependent is upgraded, so these tests check
 * that each pin is still what npm installed, and that the override which merges
 * two Formly versions still leaves one copy.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {installedVersion, packageDir, readSiteFile, type Install} from './installed';

/** The overrides of a package.json that pin a version, by package name. */
function pinnedOverrides(packageJson: string): [string, string][] {
  const {overrides = {}} = JSON.parse(readSiteFile(packageJson)) as {overrides?: Record<string, unknown>};
  return Object.entries(overrides).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

function assertPinsInstalled(packageJson: string, install: Install): void {
  const pins = pinnedOverrides(packageJson);
  assert.ok(pins.length > 0, `${packageJson} pins no version`);
  for (const [name, version] of pins) {
    assert.equal(installedVersion(name, install), version, `${packageJson} pins ${name} to ${version}`);
  }
}

test('every version the site pins in its npm overrides is the one installed', () => {
  assertPinsInstalled('package.json', 'site');
});

test('every version the demos pin in their npm overrides is the one installed', () => {
  assertPinsInstalled('demos/package.json', 'demos');
});

test("NG-ZORRO's Formly kit runs on the demos' one copy of @ngx-formly/core", () => {
  const nested = `${packageDir('@ngx-formly/ng-zorro-antd', 'demos')}/node_modules/@ngx-formly/core`;
  assert.ok(fs.existsSync(packageDir('@ngx-formly/core', 'demos')), 'the demos have no @ngx-formly/core');
  assert.equal(fs.existsSync(nested), false, `a second @ngx-formly/core is installed at ${nested}`);
});
