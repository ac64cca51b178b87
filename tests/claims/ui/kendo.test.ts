/**
 * Claims of docs/ui/kendo.mdx that need no browser, read from the installed @ngx-formly/kendo 7.1.0. What
 * the kit renders is checked in Chromium (tests/browser/claims/kendo*.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {demosDir} from '../support/demo-packages';

const kitDir = path.join(demosDir, 'node_modules', '@ngx-formly', 'kendo');

test('each type has an entry point with a withFormlyField…() function and a module; the form-field wrapper’s has withFormlyFormField() [ui/kendo#entry-point-functions]', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(kitDir, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  const entryPoints = Object.keys(manifest.exports)
    .filter((key) => /^\.\/[a-z-]+$/.test(key))
    .map((key) => key.slice(2))
    .sort();
  assert.deepEqual(entryPoints, ['checkbox', 'form-field', 'input', 'radio', 'select', 'textarea']);
  const fileOf = (entry: string) => path.join(kitDir, 'fesm2022', `ngx-formly-kendo-${entry}.mjs`);
  for (const entry of entryPoints) {
    const exported = /export \{([^}]*)\}/.exec(fs.readFileSync(fileOf(entry), 'utf8'))![1]!;
    const functions = exported.match(/\bwithFormly\w+/g) ?? [];
    assert.equal(functions.length, 1, `${entry}: ${exported}`);
    assert.match(exported, /\bFormly\w+Module\b/, `${entry} exports a module`);
    if (entry === 'form-field') assert.deepEqual(functions, ['withFormlyFormField']);
    else assert.match(functions[0]!, /^withFormlyField[A-Z]\w*$/, entry);
  }
  // The type of the input entry point is input; its function is the example the page gives.
  assert.match(fs.readFileSync(fileOf('input'), 'utf8'), /function withFormlyFieldInput\(/);
});
