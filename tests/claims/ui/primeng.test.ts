/**
 * Claims of docs/ui/primeng.mdx that need no browser: which of the props the 7.1.0
 * datepicker type binds on <p-datepicker> are inputs of the DatePicker component of the
 * installed PrimeNG (its runtime definition, linked here). What the picker shows runs in
 * Chromium: tests/browser/claims/primeng-datepicker.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadPackage} from '../support/formly';
import {packageTypings} from '../support/demo-packages';

/** PrimeNG's DatePicker class, with the runtime definition Angular links from its declaration. */
const {DatePicker} = loadPackage<{DatePicker: {ɵcmp: {inputs: Record<string, unknown>}}}>('primeng/datepicker');
const kitBundle = path.join(
  __dirname,
  '..',
  '..',
  '..',
  'demos',
  'node_modules',
  '@ngx-formly',
  'primeng',
  'fesm2022',
  'ngx-formly-primeng-datepicker.mjs',
);

/** The inputs the kit's template binds on <p-datepicker>, by name, each to `props.<name>` (or a default). */
function boundInputs(): string[] {
  const source = fs.readFileSync(kitBundle, 'utf8');
  const element = /<p-datepicker([\s\S]*?)>/.exec(source)![1]!;
  return [...element.matchAll(/\[(\w+)\]="props\.\w+/g)].map((match) => match[1]!);
}

const inputsOfDatePicker = () => Object.keys(DatePicker.ɵcmp.inputs);

test('the datepicker type binds monthNavigator, yearNavigator and yearRange, which the installed DatePicker does not have as inputs; every other prop it binds is one [api/props#primeng-datepicker-monthnavigator, ui/primeng#monthnavigator-yearnavigator]', () => {
  const bound = boundInputs();
  assert.ok(bound.length > 20, `props bound: ${bound.join(', ')}`);
  const inputs = inputsOfDatePicker();
  assert.deepEqual(
    bound.filter((name) => !inputs.includes(name)),
    ['monthNavigator', 'yearNavigator', 'yearRange'],
  );
});

test('DatePicker has minDate and maxDate inputs, which the 7.1.0 datepicker type does not bind [ui/primeng#monthnavigator-yearnavigator]', () => {
  const inputs = inputsOfDatePicker();
  assert.ok(inputs.includes('minDate') && inputs.includes('maxDate'));
  assert.ok(!boundInputs().includes('minDate') && !boundInputs().includes('maxDate'));
});

test('the textarea type carries pInputTextarea, not pTextarea, and binds no PrimeNG textarea directive [ui/primeng#intro-named-ptextarea-7-1]', () => {
  const source = fs.readFileSync(path.join(path.dirname(kitBundle), 'ngx-formly-primeng-textarea.mjs'), 'utf8');
  const template = /template: `([^`]*)`/.exec(source)![1]!;
  assert.match(template, /<textarea[^>]*\bpInputTextarea\b/);
  assert.doesNotMatch(source, /pTextarea/);
  const dependencies = /dependencies: \[(.*?)\], changeDetection/.exec(source)![1]!;
  const types = [...dependencies.matchAll(/type: (\w+\.\w+)/g)].map((match) => match[1]);
  assert.deepEqual(types, [
    'i1.DefaultValueAccessor',
    'i1.NgControlStatus',
    'i1.FormControlDirective',
    'i2.LegacyFormlyAttributes',
  ]);
});

test('no type, prop or option in the typings of @ngx-formly/primeng mentions an add-on, a prefix or a suffix [ui/primeng#no-addon-prop]', () => {
  const files = packageTypings('@ngx-formly/primeng');
  // The form-field wrapper's props and every type's: the check reads the files that declare them.
  assert.ok(
    files.some((file) => /hideRequiredMarker/.test(fs.readFileSync(file, 'utf8'))),
    'form-field props read',
  );
  assert.ok(files.length > 20, `typings read: ${files.length}`);
  for (const file of files) {
    assert.doesNotMatch(fs.readFileSync(file, 'utf8'), /add-?on|prefix|suffix/i, file);
  }
});
