/**
 * Audit finding on docs/guide/signal-forms.mdx, read from the typings of @angular/forms 21.2.24
 * as installed for the demos (a static fact: which exports carry the @experimental tag).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {demosDir} from '../support/demo-packages';

const typesDir = path.join(demosDir, 'node_modules/@angular/forms/types');
const read = (file: string) => fs.readFileSync(path.join(typesDir, file), 'utf8');

/** The names @angular/forms/signals exports, types included. */
function exportedNames(): string[] {
  return [...read('signals.d.ts').matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
    match[1]!.split(',').map((name) => name.trim().split(' as ').pop()!),
  );
}

/** The doc comment right above the declaration of `name`, or '' when it has none. */
function docOf(name: string): string {
  const text = read('_structure-chunk.d.ts');
  const declaration = new RegExp(`^(?:declare )?(?:interface|type|const|function|class) ${name}\\b`, 'm').exec(text);
  assert.ok(declaration, `${name} is declared in _structure-chunk.d.ts`);
  const before = text.slice(0, declaration.index).trimEnd();
  return before.endsWith('*/') ? before.slice(before.lastIndexOf('/**')) : '';
}

test('two public interfaces of @angular/forms/signals carry no @experimental tag', () => {
  // signal-forms.mdx:12-13 says: "In that version every Signal Forms export is marked `@experimental`".
  const version = JSON.parse(fs.readFileSync(path.join(typesDir, '..', 'package.json'), 'utf8')) as {version: string};
  assert.equal(version.version, '21.2.24');
  const names = exportedNames();
  for (const name of ['FormFieldBindingOptions', 'ValidationErrorOptions']) {
    assert.ok(names.includes(name), `${name} is exported`);
    assert.doesNotMatch(docOf(name), /@experimental/, name);
  }
  // The experimental tag is there on its neighbours, so the reading above finds it where it is.
  assert.match(docOf('WithFieldTree'), /@experimental/);
});
