import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const browserTestsDir = path.resolve(__dirname, '../browser');

/** Every file under the browser tests that can hold a page of a test's own: its sources and its static pages. */
function hostSources(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.(ts|html)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('every page a browser test writes or serves itself declares an icon, so none asks for /favicon.ico', () => {
  const heads = hostSources(browserTestsDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<head>([\s\S]*?)<\/head>/g)].map(([, head]) => ({file, head: head!})),
  );
  assert.ok(heads.length >= 4, `the host pages are found (${heads.length})`);
  const without = heads.filter(({head}) => !/rel="icon"|\$\{hostPageIcon\}/.test(head));
  assert.deepEqual(
    without.map(({file}) => path.relative(browserTestsDir, file)),
    [],
    "add ${hostPageIcon} (tests/browser/fixtures.ts) to these pages' <head>",
  );
});
