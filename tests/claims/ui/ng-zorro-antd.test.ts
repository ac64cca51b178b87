/**
 * Claims of docs/ui/ng-zorro-antd.mdx, run against @ngx-formly/core 7.1.0. The
 * NG-ZORRO textarea template itself (`<textarea nz-input [formControl]
 * [formlyAttributes]>`, no rows binding) is a static fact its claim record
 * (ng-zorro-antd.claims.json) cites.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  buildForm,
  elementAttributes,
  formly,
  loadPackage,
  renderFormlyField,
  type ConfigOption,
  type FormlyFieldConfig,
} from '../support/formly';
import {runPageModule} from '../support/page-code';
import {demosDir} from '../support/demo-packages';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';

test('attributes: { rows: 4 } reaches the textarea as its rows attribute, through formlyAttributes [ui/ng-zorro-antd#textarea-sample-sets-height]', () => {
  const {fields} = buildForm([
    {key: 'emails', type: 'textarea', props: {label: 'E-mail addresses', attributes: {rows: 4}, required: true}},
  ]);
  assert.equal(elementAttributes(fields[0]!)['rows'], '4');
});

test('props.rows is not an attribute formlyAttributes writes [ui/ng-zorro-antd#textarea-sample-sets-height]', () => {
  const {fields} = buildForm([{key: 'emails', type: 'textarea', props: {label: 'E-mail addresses', rows: 4}}]);
  assert.equal(elementAttributes(fields[0]!)['rows'], undefined);
});

const zorro = loadPackage<Record<string, () => ConfigOption[]>>('@ngx-formly/ng-zorro-antd');
const kitFeature = () => zorro['withFormlyNgZorroAntd']!();

test("the kit's select binds only the control, nzPlaceHolder and nzMode on <nz-select>", () => {
  const selectBundle =
    '../../../demos/node_modules/@ngx-formly/ng-zorro-antd/fesm2022/ngx-formly-ng-zorro-antd-select.mjs';
  const bundle = fs.readFileSync(path.resolve(__dirname, selectBundle), 'utf8');
  const openingTag = /<nz-select([^>]*)>/.exec(bundle)![1]!;
  const bindings = [...openingTag.matchAll(/\[([\w.-]+)\]=/g)].map((match) => match[1]);
  assert.deepEqual(bindings, ['class.ng-dirty', 'nzPlaceHolder', 'formControl', 'formlyAttributes', 'nzMode']);
});

test('props.attributes hands nzAllowClear to the renderer as an HTML attribute of the element (setAttribute), not as the input', () => {
  const {fields} = buildForm([{key: 'country', type: 'select', props: {attributes: {nzAllowClear: 'true'}}}]);
  assert.equal(elementAttributes(fields[0]!)['nzAllowClear'], 'true');
});

test("the page's clearable-select extends select: it renders inside the kit's form-field wrapper, with its own component", () => {
  const {clearableSelect, countryField, ClearableSelectComponent} = runPageModule<{
    clearableSelect: ConfigOption;
    countryField: FormlyFieldConfig;
    ClearableSelectComponent: unknown;
  }>('docs/ui/ng-zorro-antd.mdx', 'clearable-select.type.ts', {'ng-zorro-antd/select': {}});
  const configs = [...kitFeature(), clearableSelect];
  const built = buildForm([countryField], {configs});
  const kitWrapper = (built.config.getWrapper('form-field').component as {name: string}).name;
  assert.deepEqual(renderFormlyField(built, built.fields[0]!).created.inside, [kitWrapper]);
  assert.equal(built.config.getType('clearable-select').component, ClearableSelectComponent);
  assert.deepEqual(built.fields[0]!.wrappers, ['form-field']);
});

test("a type registered as select after the kit replaces its component and keeps the kit's wrappers and defaults", () => {
  class MySelect extends formly.FieldType {}
  const kitOnly = buildForm([], {configs: kitFeature()}).config.getType('select');
  const replaced = buildForm([], {
    configs: [...kitFeature(), {types: [{name: 'select', component: MySelect}]}],
  }).config.getType('select');
  assert.equal(replaced.component, MySelect);
  assert.deepEqual(replaced.wrappers, kitOnly.wrappers);
  assert.deepEqual(replaced.defaultOptions, kitOnly.defaultOptions);
  assert.ok(kitOnly.wrappers?.includes('form-field'));
});

test('readonly has no effect on the text input, the number input and the textarea: nz-input does not keep the attribute, nz-input-number keeps it, and all three can still be typed in; disabled does disable them [ui/ng-zorro-antd#readonly-no-effect, api/ui/ng-zorro-antd/input#readonly-no-effect, api/ui/ng-zorro-antd/textarea#readonly-no-effect]', () => {
  const types = readKitBehaviour('ng-zorro-antd').types;
  const row = (type: string) => types.find((entry) => entry.type === type)!;
  for (const type of ['input', 'string', 'textarea']) {
    assert.equal(row(type).readonly, 'none', `${type}: no readonly attribute`);
  }
  for (const type of ['number', 'integer']) {
    // On the nz-input-number element, not on the box typed into: 'inert' in the matrix.
    assert.equal(row(type).readonly, 'inert', `${type}: nz-input-number keeps the attribute, where it locks nothing`);
  }
  for (const type of ['input', 'string', 'number', 'integer', 'textarea']) {
    assert.equal(row(type).readonlyEditable, true, `${type}: typed in despite readonly`);
    assert.equal(row(type).disabled, true, `${type}: disabled`);
  }
  // nz-input binds the attribute to its own readonly input, which the kit's templates never set.
  const nzInput = fs.readFileSync(
    path.join(demosDir, 'node_modules', 'ng-zorro-antd', 'fesm2022', 'ng-zorro-antd-input.mjs'),
    'utf8',
  );
  assert.match(nzInput, /'\[attr\.readonly\]': 'readonly\(\) \|\| null'/);
  for (const file of ['input', 'textarea']) {
    const bundle = fs.readFileSync(
      path.join(
        demosDir,
        'node_modules',
        '@ngx-formly',
        'ng-zorro-antd',
        'fesm2022',
        `ngx-formly-ng-zorro-antd-${file}.mjs`,
      ),
      'utf8',
    );
    assert.doesNotMatch(bundle, /\[readonly\]|\[nzReadonly\]/, file);
  }
});
