/**
 * Claims of docs/ui/overview.mdx about the kit matrix's NativeScript column. NativeScript has no
 * 7.x package to read, so the expected names are those its source declares at tag v7.1.0 of
 * ngx-formly (src/ui/nativescript/<entry point>/src/<entry point>.config.ts: checkbox and boolean;
 * select and enum; text-field, input, string, number and integer; radio; textarea; the form-field
 * wrapper).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {kitMatrix} from '../../../lib/kit-features';

const registeredAtV710 = {
  types: [
    'boolean',
    'checkbox',
    'enum',
    'input',
    'integer',
    'number',
    'radio',
    'select',
    'string',
    'text-field',
    'textarea',
  ],
  wrappers: ['form-field'],
};

test('the NativeScript column provides every type and wrapper the 7.1.0 source registers, aliases included, each linked to the page of its entry point [ui/overview#nativescript-7-x-package-npm]', () => {
  const rows = kitMatrix().filter((row) => row.cells.nativescript);
  assert.deepEqual(
    rows
      .filter((row) => row.kind === 'type')
      .map((row) => row.name)
      .sort(),
    registeredAtV710.types,
  );
  assert.deepEqual(
    rows.filter((row) => row.kind === 'wrapper').map((row) => row.name),
    registeredAtV710.wrappers,
  );
  const routeOf = (name: string) => rows.find((row) => row.name === name)!.cells.nativescript;
  assert.equal(routeOf('boolean'), routeOf('checkbox'));
  assert.equal(routeOf('enum'), routeOf('select'));
  for (const alias of ['string', 'number', 'integer']) {
    assert.equal(routeOf(alias), 'ui/nativescript/text-field', alias);
  }
});
