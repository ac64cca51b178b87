/**
 * Claims of docs/examples/other/cascaded-select-json.mdx, run against @ngx-formly/core 7.1.0
 * with the demo's own fields (its JSON) and catalogue, under the CSP-safe parser its app.config.ts sets up.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildForm, changeModel, formly, formlySelect, startField, type FormlyFieldConfig} from '../support/formly';
import {demosDir} from '../support/demo-packages';
import {demoApp} from '../support/examples-extra';
import {vehicleCatalogue} from '../../../demos/src/examples/other/cascaded-select-json/vehicle-catalogue';
import {dependsOnExtension} from '../../../demos/src/examples/other/cascaded-select-json/depends-on.extension';

const exampleDir = path.join(demosDir, 'src', 'examples', 'other', 'cascaded-select-json');
const vehicleForm = (): FormlyFieldConfig[] =>
  JSON.parse(fs.readFileSync(path.join(exampleDir, 'vehicle-form.json'), 'utf8')) as FormlyFieldConfig[];

/** The demo's own fields (a fresh copy of the JSON, as app.ts makes) and options (formState: the catalogue). */
const demo = () => demoApp('other/cascaded-select-json');

/** The options a select shows for `field`, through the formlySelectOptions pipe. */
function shownOptions(field: FormlyFieldConfig): unknown {
  let shown: unknown;
  new formlySelect.FormlySelectOptionsPipe()
    .transform(field.props!.options, field)
    .subscribe((options) => (shown = options));
  return shown;
}

test("the JSON's string expressions parse with withFormlyFieldExpression(): no parse error [examples/cascaded-select-json#json-parses-under]", () => {
  const errors: unknown[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const {fields, options} = demo();
    buildForm(fields, {options});
  } finally {
    console.error = consoleError;
  }
  assert.deepEqual(errors, []);
});

test('before a make is chosen the series lookup is undefined, which the select shows as an empty list [examples/cascaded-select-json#json-parses-under, examples/cascaded-select-json#string-expressions-read-option-lists]', () => {
  const {fields, options} = demo();
  const built = buildForm(fields, {options});
  const series = built.fields[1]!;
  assert.equal(series.props!.options, undefined);
  assert.deepEqual(shownOptions(series), []);
  assert.equal(series.props!.disabled, true, '"props.disabled": "!model.make"');
  changeModel(built, {make: 'boreal'});
  assert.deepEqual(
    (shownOptions(series) as {value: string}[]).map((option) => option.value),
    ['boreal-trail', 'boreal-van'],
  );
  assert.equal(series.props!.disabled, false);
});

test('the extension adds an onInit hook to each field with dependsOn, which clears the field when the named field changes [examples/cascaded-select-json#string-expressions-read-option-lists]', () => {
  const {fields, options} = demo();
  const built = buildForm(fields, {
    model: {make: 'boreal', series: 'boreal-van'},
    options,
    configs: [
      formly.withFormlyFieldExpression(),
      {types: [{name: 'radio'}], extensions: [{name: 'depends-on', extension: dependsOnExtension}]},
    ],
  });
  const [make, series, fuel] = built.fields as [FormlyFieldConfig, FormlyFieldConfig, FormlyFieldConfig];
  assert.equal(typeof series.hooks?.onInit, 'function');
  assert.equal(typeof fuel.hooks?.onInit, 'function');
  assert.equal(make.hooks?.onInit, undefined, 'make depends on nothing');
  const started = startField(series);
  assert.equal(series.formControl!.value, 'boreal-van');
  make.formControl!.setValue('aster');
  assert.equal(series.formControl!.value, null);
  started.destroy();
});

test('Formly stores state on the field objects it receives: the same objects in a second form are taken over by it [examples/cascaded-select-json#string-expressions-read-option-lists]', () => {
  const definition = vehicleForm();
  const first = buildForm(definition, {options: {formState: vehicleCatalogue}});
  assert.equal(first.fields[0], definition[0], 'the very object from the JSON');
  assert.equal(definition[0]!.formControl, first.form.get('make'));
  const second = buildForm(definition, {options: {formState: vehicleCatalogue}});
  assert.equal(definition[0]!.formControl, second.form.get('make'));
  assert.equal(definition[0]!.options, second.options, "the first form's field now belongs to the second");
  const cloned = buildForm(vehicleForm(), {options: {formState: vehicleCatalogue}});
  assert.notEqual(cloned.fields[0]!.options, second.options, 'a fresh copy, as app.ts makes, keeps them apart');
});
