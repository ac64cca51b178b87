/**
 * Claims of docs/examples/validation/unique-value-async-validation.mdx (and the comments of its
 * app.ts), run against @ngx-formly/core 7.1.0 and @angular/forms with the demo's own fields and model.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {AbstractControl} from '../../../demos/node_modules/@angular/forms';
import {buildForm, rxjs, type FormlyFieldConfig} from '../support/formly';
import {demoApp} from '../support/examples-extra';

type AsyncCheck = (control: AbstractControl) => Promise<boolean>;

/**
 * The demo's own fields and model (app.ts), the key field's `modelOptions` replaced when given;
 * `lookups` records each value the demo's registry lookup is started for.
 */
function projectForm(modelOptions?: FormlyFieldConfig['modelOptions']) {
  const {fields, model} = demoApp('validation/unique-value-async-validation');
  const keyField = fields[1]!;
  if (modelOptions) {
    keyField.modelOptions = modelOptions;
  }
  const lookups: string[] = [];
  const uniqueKey = (keyField.asyncValidators as Record<string, {expression: AsyncCheck}>)['uniqueKey']!;
  const lookup = uniqueKey.expression;
  uniqueKey.expression = (control) => {
    lookups.push(control.value as string);
    return lookup(control);
  };
  const built = buildForm(fields, {model});
  return {built, lookups, control: built.form.get('key')!};
}

const settled = (control: AbstractControl) =>
  rxjs.firstValueFrom(
    control.statusChanges.pipe(
      rxjs.startWith(control.status),
      rxjs.filter((s) => s !== 'PENDING'),
    ),
  );

test('Angular only starts async validators when the synchronous ones pass: no lookup for a malformed key [examples/unique-value-async-validation#angular-runs-async-validators-sync]', async () => {
  const {lookups, control} = projectForm();
  control.setValue('shop');
  assert.deepEqual(Object.keys(control.errors!), ['pattern']);
  assert.deepEqual(lookups, []);
  control.setValue('SHOP');
  assert.deepEqual(lookups, ['SHOP']);
  assert.equal(control.status, 'PENDING', 'the form is PENDING while the check runs');
  assert.equal(await settled(control), 'INVALID');
  assert.deepEqual(Object.keys(control.errors!), ['uniqueKey']);
});

test('the async expression may return a Promise of a boolean: true means the key is fine [examples/unique-value-async-validation#claimed-modeloptions-debounce-checks]', async () => {
  const {built, control} = projectForm();
  control.setValue('DESIGN');
  assert.equal(await settled(control), 'VALID');
  assert.equal(built.form.valid, true);
});

test("updateOn: 'blur' is handed to the form control, which takes the typed value when the field loses focus", () => {
  const {control} = projectForm();
  assert.equal(control.updateOn, 'blur');
});

test('with modelOptions.debounce instead, the control still takes every keystroke and the async validator runs each time [examples/unique-value-async-validation#claimed-modeloptions-debounce-checks]', () => {
  const {lookups, control} = projectForm({debounce: {default: 500}});
  assert.equal(control.updateOn, 'change');
  for (const typed of ['SH', 'SHO', 'SHOP']) {
    control.setValue(typed);
  }
  assert.deepEqual(lookups, ['SH', 'SHO', 'SHOP']);
});

test('every key the demo lists as in use, such as SHOP or DOCS, is taken; any other 2 to 10 capitals are free [examples/unique-value-async-validation#listed-keys-taken-others-free]', async () => {
  const {fields, existingKeys} = demoApp<{fields: FormlyFieldConfig[]; existingKeys: string[]}>(
    'validation/unique-value-async-validation',
  );
  assert.ok(existingKeys.includes('SHOP') && existingKeys.includes('DOCS'));
  const {control} = projectForm();
  const isFree = (fields[1]!.asyncValidators as Record<string, {expression: AsyncCheck}>)['uniqueKey']!.expression;
  const others = ['AB', 'PLAN', 'ABCDEFGHIJ'].filter((key) => !existingKeys.includes(key));
  const keys = [...existingKeys, ...others];
  for (const key of keys) {
    control.setValue(key);
    assert.equal(control.hasError('pattern'), false, `${key} has the expected format`);
  }
  const free = await Promise.all(keys.map((key) => isFree({value: key} as AbstractControl)));
  assert.deepEqual(free, [...existingKeys.map(() => false), ...others.map(() => true)]);
  control.setValue('ABCDEFGHIJK');
  assert.equal(control.hasError('pattern'), true, 'eleven capitals are not a key');
});
