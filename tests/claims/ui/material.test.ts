/**
 * Claims of docs/ui/material.mdx about `color` that need no browser, and of the Material API notes
 * about the datepicker and slider, run against @ngx-formly/material 7.1.0 and the typings of the
 * installed Angular Material. What the
 * colours look like under a Material 3 theme is measured in Chromium:
 * tests/browser/claims/material-color.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildForm,
  core,
  loadPackage,
  optionsWithViewContainer,
  type ConfigOption,
  type FormlyFieldConfig,
} from '../support/formly';
import {attributesDirective} from '../support/api-extra';
import type * as MaterialCore from '../../../demos/node_modules/@angular/material/types/core';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';
import {runPageModule} from '../support/page-code';
import {demosDir} from '../support/demo-packages';
import type * as MaterialKit from '../../../demos/node_modules/@ngx-formly/material';

const material = loadPackage<typeof MaterialKit>('@ngx-formly/material');
const modules = path.join(__dirname, '..', '..', '..', 'demos', 'node_modules');
// Loading the datepicker entry point (Angular Material's datepicker) takes about 2 s: once per file.
const datepicker = loadPackage<{withFormlyFieldDatepicker(): ConfigOption}>('@ngx-formly/material/datepicker');

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

test("stepper: a step without a key has the form's control, so its validity is the whole form's; a keyed step has its own FormGroup (the page's accountFields)", () => {
  const {accountFields} = runPageModule<{accountFields: FormlyFieldConfig[]}>(
    'docs/ui/material.mdx',
    'stepper.type.ts',
    {
      // The Material modules the template imports; building the fields needs none of them.
      '@angular/material/stepper': {},
      '@angular/material/button': {},
    },
  );
  const built = buildForm(accountFields, {configs: [{types: [{name: 'stepper'}]}]});
  const [person, contact] = built.fields[0]!.fieldGroup!;
  assert.notEqual(person!.formControl, built.form);
  assert.equal(person!.formControl, built.form.get('person'));
  assert.equal(person!.formControl!.invalid, true);
  built.form.get('person.name')!.setValue('Ada Lovelace');
  assert.equal(person!.formControl!.valid, true, 'the first step is valid on its own');
  assert.equal(contact!.formControl!.invalid, true);
  assert.equal(built.form.invalid, true);
  assert.deepEqual(built.form.value, {person: {name: 'Ada Lovelace'}, contact: {email: undefined}});
  const fromModel = buildForm(accountFields, {
    model: {person: {name: 'Grace Hopper'}, contact: {email: 'grace@example.org'}},
    configs: [{types: [{name: 'stepper'}]}],
  });
  assert.equal(fromModel.form.valid, true, 'the model is read under the step keys');

  const flat = buildForm(
    [
      {
        type: 'stepper',
        fieldGroup: accountFields[0]!.fieldGroup!.map(({key: _key, ...step}) => step),
      },
    ],
    {configs: [{types: [{name: 'stepper'}]}]},
  );
  const [first, second] = flat.fields[0]!.fieldGroup!;
  assert.equal(first!.formControl, flat.form);
  assert.equal(second!.formControl, flat.form);
  flat.form.get('name')!.setValue('Ada Lovelace');
  assert.equal(first!.formControl!.invalid, true, 'the first step waits for the second');
});

test("a linear CDK stepper reads a step's stepControl (invalid or pending blocks it), or completed when there is none", () => {
  const source = fs.readFileSync(path.join(modules, '@angular', 'cdk', 'fesm2022', 'stepper.mjs'), 'utf8');
  assert.ok(source.includes('control ? control.invalid || control.pending || !step.interacted : !step.completed'));
});

/** The DateAdapter and MAT_DATE_FORMATS an application gets from `providers`. */
function dateAdapterFrom(providers: unknown[]) {
  const materialCore = loadPackage<typeof MaterialCore>('@angular/material/core');
  const injector = core.createEnvironmentInjector(
    providers as AngularCore.Provider[],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
  return {
    adapter: injector.get(materialCore.DateAdapter) as MaterialCore.DateAdapter<Date>,
    formats: injector.get(materialCore.MAT_DATE_FORMATS),
  };
}

test("datepicker format: the native adapter shows MAT_DATE_LOCALE's order (16/03/2026 under en-GB) but reads typed text with Date.parse, month first", () => {
  const materialCore = loadPackage<typeof MaterialCore>('@angular/material/core');
  for (const locale of ['en-GB', 'fr-FR', 'en-US']) {
    const {adapter, formats} = dateAdapterFrom([
      materialCore.provideNativeDateAdapter(),
      {provide: materialCore.MAT_DATE_LOCALE, useValue: locale},
    ]);
    const shown = adapter.format(new Date(2026, 2, 16), formats.display.dateInput);
    assert.equal(shown, locale === 'en-US' ? '3/16/2026' : '16/03/2026', locale);
    assert.equal(adapter.isValid(adapter.parse('16/03/2026', formats.parse.dateInput)!), false, locale);
    const monthFirst = adapter.parse('03/16/2026', formats.parse.dateInput)!;
    assert.deepEqual([monthFirst.getDate(), monthFirst.getMonth()], [16, 2], locale);
  }
});

test("datepicker format: the page's DayFirstDateAdapter reads DD/MM/YYYY, refuses a day that does not exist, and leaves other text to the native adapter", () => {
  const {dateProviders} = runPageModule<{dateProviders: unknown[]}>(
    'docs/ui/material.mdx',
    'day-first-date-adapter.ts',
  );
  const {adapter, formats} = dateAdapterFrom(dateProviders);
  assert.equal(adapter.constructor.name, 'DayFirstDateAdapter');
  const read = (text: string) => adapter.parse(text, formats.parse.dateInput);
  const day = read('16/03/2026')!;
  assert.deepEqual([day.getFullYear(), day.getMonth(), day.getDate()], [2026, 2, 16]);
  const short = read(' 5/1/2026 ')!;
  assert.deepEqual([short.getMonth(), short.getDate()], [0, 5]);
  assert.equal(adapter.isValid(read('31/02/2026')!), false);
  assert.equal(read('2026-03-16')!.getTime(), new Date('2026-03-16').getTime(), 'ISO text: the native parse');
  assert.equal(read(''), null);
  assert.equal(adapter.format(day, formats.display.dateInput), '16/03/2026');
});

test("the kit's datepicker sets no date format of its own: it uses the application's DateAdapter and MAT_DATE_FORMATS", () => {
  const bundle = fs.readFileSync(
    path.join(modules, '@ngx-formly', 'material', 'fesm2022', 'ngx-formly-material-datepicker.mjs'),
    'utf8',
  );
  assert.ok(bundle.includes('matDatepicker'));
  assert.ok(!/MAT_DATE_FORMATS|DateAdapter|dateFormat/.test(bundle));
});

test('Material 21 ships the color-variants-backwards-compatibility mixin the color typings point to, and the datepicker type binds color too [api/props#color-visible-under-material-2]', () => {
  const mixin = fs.readFileSync(
    path.join(demosDir, 'node_modules/@angular/material/core/theming/_color-api-backwards-compatibility.scss'),
    'utf8',
  );
  assert.match(mixin, /@mixin color-variants-backwards-compatibility\(\$theme\)/);
  // The typings of color point to the guide on backwards-compatibility styles for color variants in M3.
  const radio = fs.readFileSync(path.join(demosDir, 'node_modules/@angular/material/types/radio.d.ts'), 'utf8');
  assert.match(radio, /backwards-compatibility-styles-for-color-variants/);
  const datepicker = fs.readFileSync(
    path.join(demosDir, 'node_modules/@ngx-formly/material/fesm2022/ngx-formly-material-datepicker.mjs'),
    'utf8',
  );
  assert.match(datepicker, /\[color\]="props\.color"/);
});

/** The template of a component in one of the kit's fesm2022 bundles (its decorator's copy). */
function kitTemplate(entry: string): string {
  const bundle = fs.readFileSync(
    path.join(modules, '@ngx-formly', 'material', 'fesm2022', `ngx-formly-material-${entry}.mjs`),
    'utf8',
  );
  const template = /args: \[\{[^`]*template: `([^`]*)`/.exec(bundle);
  assert.ok(template, `${entry}: no template in the bundle`);
  return template[1]!;
}

test('datepicker: mat-datepicker takes every setting from datepickerOptions except color, and the no-op callbacks stay next to the options a field sets [api/ui/material/datepicker#settings-in-datepickeroptions-except-color]', () => {
  const template = kitTemplate('datepicker');
  const picker = /<mat-datepicker\s[^>]*>/.exec(template)![0];
  const bindings = [...picker.matchAll(/\[(\w+)\]="([^"]*)"/g)].map(([, name, value]) => [name, value!]);
  assert.ok(bindings.length > 5);
  assert.deepEqual(
    bindings.filter(([, value]) => !value!.startsWith('props.datepickerOptions.')),
    [['color', 'props.color']],
  );
  const input = /<input\s[^>]*matDatepicker[^>]*>/.exec(template)![0];
  for (const binding of [
    '[matDatepickerFilter]="props.datepickerOptions.filter"',
    '[max]="props.datepickerOptions.max"',
    '[min]="props.datepickerOptions.min"',
  ]) {
    assert.ok(input.includes(binding), binding);
  }
  const dateChange = () => 'mine';
  const min = new Date(2026, 0, 1);
  const built = buildForm([{key: 'day', type: 'datepicker', props: {datepickerOptions: {min, dateChange}}}], {
    configs: [...material.withFormlyMaterial(), datepicker.withFormlyFieldDatepicker()],
    options: optionsWithViewContainer(),
  });
  const options = built.fields[0]!.props!['datepickerOptions'] as Record<string, unknown>;
  assert.equal(options['min'], min);
  assert.equal(options['dateChange'], dateChange);
  assert.equal(options['startView'], 'month');
  for (const callback of ['dateInput', 'monthSelected', 'yearSelected']) {
    assert.equal(typeof options[callback], 'function', callback);
    assert.equal((options[callback] as () => unknown)(), undefined, callback);
  }
});

test('slider: input is the DOM event mat-slider hears; change is bound by the template on mat-slider and by formlyAttributes on both the slider and its thumb, each calling it for the native change event [api/ui/material/slider#change-bound-three-times]', () => {
  const template = kitTemplate('slider');
  const slider = /<mat-slider\s[^>]*>/.exec(template)![0];
  const thumb = /<input matSliderThumb[^>]*>/.exec(template)![0];
  assert.ok(slider.includes('(input)="props.input && props.input(field, $event)"'));
  assert.ok(slider.includes('(change)="props.change && props.change(field, $event)"'));
  assert.ok(slider.includes('[formlyAttributes]="field"'));
  assert.ok(thumb.includes('[formlyAttributes]="field"'));
  // mat-slider has no input or change output, so both template bindings listen for the DOM events.
  const typings = fs.readFileSync(path.join(modules, '@angular/material/types/slider.d.ts'), 'utf8');
  const declaration = /ɵɵComponentDeclaration<MatSlider, "mat-slider", [^,]*, (\{.*?\}), (\{[^}]*\}), /.exec(typings);
  assert.ok(declaration, 'the MatSlider declaration');
  assert.equal(declaration[2], '{}', 'MatSlider declares no outputs');
  // Each formlyAttributes calls props.change for a native change event on its element.
  const calls: unknown[] = [];
  const field = {key: 'volume', props: {change: (_field: unknown, event: unknown) => calls.push(event)}};
  const event = new Event('change');
  attributesDirective(field).listeners['change']!(event);
  assert.deepEqual(calls, [event]);
});

test("slider: the demo's own slider type reads min, max, step, discrete, showTickMarks and displayWith, but neither color nor the input callback [api/ui/material/slider#demo-slider-same-range-props, ui/material#own-slider-type-range-props]", () => {
  const demo = fs.readFileSync(path.join(demosDir, 'src/fields/material/slider/slider-type.ts'), 'utf8');
  const template = /template: `([^`]*)`/.exec(demo)![1]!;
  for (const prop of ['min', 'max', 'step', 'discrete', 'showTickMarks', 'displayWith']) {
    assert.match(template, new RegExp(`props\\.${prop}\\b`), prop);
  }
  assert.doesNotMatch(template, /props\.color|props\.input|\(input\)/);
});

test("the class of Material's form-field wrapper is exported from none of @ngx-formly/material's entry points [ui/material#material-wrapper-class-not-exported]", () => {
  const formField = loadPackage<typeof import('../../../demos/node_modules/@ngx-formly/material/form-field')>(
    '@ngx-formly/material/form-field',
  );
  const wrapperClass = formField
    .withFormlyFormField()
    .wrappers!.find((wrapper) => wrapper.name === 'form-field')!.component;
  assert.equal(typeof wrapperClass, 'function');
  const manifest = JSON.parse(fs.readFileSync(path.join(modules, '@ngx-formly/material/package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  const entryPoints = Object.keys(manifest.exports)
    .filter((subpath) => subpath !== './package.json')
    .map((subpath) => `@ngx-formly/material${subpath.slice(1)}`);
  assert.ok(entryPoints.includes('@ngx-formly/material/form-field'));
  for (const entryPoint of entryPoints) {
    const exported = Object.values(loadPackage<Record<string, unknown>>(entryPoint));
    assert.ok(!exported.includes(wrapperClass), `${entryPoint} exports the form-field wrapper's class`);
  }
});

test('required marker: the required validator follows props.required for every value but null, undefined and false, on an empty field of every kit type, and with hideRequiredMarker too [ui/material#required-prop-adds-validator, ui/material#hide-marker-keeps-validator]', (t) => {
  // A prop that is not a boolean adds the validator with a console warning; the test asserts the validator, not the warning.
  t.mock.method(console, 'warn', () => undefined);
  const values: unknown[] = [true, 'yes', 'false', 1, 0, '', {}, [], false, null, undefined];
  const errors = (props: Record<string, unknown>) => {
    const built = buildForm([{key: 'phone', type: 'input', props}], {configs: material.withFormlyMaterial()});
    return {control: built.form.get('phone')!.errors, form: built.form.valid};
  };
  const withRequired = values.map((required) => [required, errors({label: 'Phone', required})] as const);
  for (const [required, {control, form}] of withRequired) {
    const expected = required !== false && required !== null && required !== undefined;
    assert.deepEqual(control, expected ? {required: true} : null, `props.required = ${JSON.stringify(required)}`);
    assert.equal(form, !expected, `form valid with props.required = ${JSON.stringify(required)}`);
  }
  for (const type of ['input', 'textarea', 'select', 'radio', 'checkbox', 'multicheckbox']) {
    const built = buildForm([{key: 'field', type, props: {label: 'Field', required: true, options: []}}], {
      configs: material.withFormlyMaterial(),
    });
    assert.deepEqual(built.form.get('field')!.errors, {required: true}, `type ${type}`);
  }
  assert.deepEqual(errors({label: 'Phone', required: true, hideRequiredMarker: true}), {
    control: {required: true},
    form: false,
  });
});

test("required marker: the page's phone field, with no props.required, is valid empty and so is its form [ui/material#mark-required-shows-marker-stays-valid]", () => {
  const {phoneField} = runPageModule<{phoneField: FormlyFieldConfig}>('docs/ui/material.mdx', 'phone.field.ts');
  const built = buildForm([phoneField], {configs: material.withFormlyMaterial()});
  assert.equal(phoneField.props?.['required'], undefined);
  assert.equal(built.form.get('phone')!.errors, null);
  assert.equal(built.form.valid, true);
});
