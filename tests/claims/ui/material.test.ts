/**
 * Claims of docs/ui/material.mdx about `color` that need no browser, run against
 * @ngx-formly/material 7.1.0 and the typings of the installed Angular Material. What the
 * colours look like under a Material 3 theme is measured in Chromium:
 * tests/browser/claims/material-color.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, loadPackage, optionsWithViewContainer} from '../support/formly';
import type * as MaterialKit from '../../../demos/node_modules/@ngx-formly/material';

const material = loadPackage<typeof MaterialKit>('@ngx-formly/material');
const modules = path.join(__dirname, '..', '..', '..', 'demos', 'node_modules');

test("checkbox and multicheckbox default color to 'accent'; the other types leave it unset, and the form-field wrapper then uses 'primary' [api/ui/material/checkbox#color-defaults-accent-like-color, api/ui/material/multicheckbox#color-defaults-accent-like-color, ui/material#color-shows-under-material-2]", () => {
  const kitTypes = ['input', 'textarea', 'select', 'radio', 'checkbox', 'multicheckbox'];
  const built = buildForm(
    kitTypes.map((type) => ({
      key: type,
      type,
      props: type === 'radio' || type.endsWith('select') || type === 'multicheckbox' ? {options: []} : {},
    })),
    {configs: material.withFormlyMaterial(), options: optionsWithViewContainer()},
  );
  assert.deepEqual(Object.fromEntries(built.fields.map((field) => [field.type, field.props!['color']])), {
    input: undefined,
    textarea: undefined,
    select: undefined,
    radio: undefined,
    checkbox: 'accent',
    multicheckbox: 'accent',
  });
  const wrapper = fs.readFileSync(
    path.join(modules, '@ngx-formly', 'material', 'fesm2022', 'ngx-formly-material-form-field.mjs'),
    'utf8',
  );
  assert.match(wrapper, /\[color\]="props\.color \?\? 'primary'"/);
});

test('the typings of Material 21 say color is supported in M2 themes only, for the form field and for each control the kit binds it on [api/props#color-visible-under-material-2, api/ui/material/checkbox#color-defaults-accent-like-color, api/ui/material/form-field#color-visible-under-material-2, api/ui/material/multicheckbox#color-defaults-accent-like-color, api/ui/material/radio#color-visible-under-material-2, api/ui/material/toggle#color-visible-under-material-2, ui/material#color-shows-under-material-2]', () => {
  const typings = path.join(modules, '@angular', 'material', 'types');
  const text = fs
    .readdirSync(typings)
    .filter((name) => name.endsWith('.d.ts'))
    .map((name) => fs.readFileSync(path.join(typings, name), 'utf8'))
    .join('\n');
  for (const component of ['MatFormField', 'MatCheckbox', 'MatRadioButton', 'MatRadioGroup', 'MatSlideToggle']) {
    const start = text.indexOf(`declare class ${component} `);
    assert.ok(start >= 0, component);
    const body = text.slice(start, text.indexOf('\n}\n', start));
    const colorDoc = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*(?:get )?color\b/.exec(body);
    assert.ok(colorDoc, `${component} documents color`);
    assert.match(colorDoc[1]!.replace(/\s*\*\s*/g, ' '), /supported in M2 themes only/, component);
  }
});
