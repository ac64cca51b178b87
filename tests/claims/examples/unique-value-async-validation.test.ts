/**
 * Claims of docs/examples/validation/unique-value-async-validation.mdx (and the comments of its
 * app.ts), run against @ngx-formly/core 7.1.0 and @angular/forms with the example's field.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {AbstractControl} from '../../../demos/node_modules/@angular/forms';
import {buildForm, rxjs, type FormlyFieldConfig} from '../support/formly';

/** The example's project key field; `modelOptions` as given, the registry lookup recorded and answered at once. */
function projectForm(modelOptions: FormlyFieldConfig['modelOptions']) {
  const lookups: string[] = [];
  const taken = ['CORE', 'DOCS', 'SHOP', 'MOBILE'];
  const built = buildForm(
    [
      {key: 'name', type: 'input', props: {label: 'Project name', required: true}},
      {
        key: 'key',
        type: 'input',
        props: {label: 'Project key', required: true, pattern: /^[A-Z]{2,10}$/},
        modelOptions,
        asyncValidators: {
          uniqueKey: {
            expression: async (control: AbstractControl<string>) => {
              lookups.push(control.value);
              return !taken.includes(control.value.toUpperCase());
            },
            message: (_error: unknown, field: FormlyFieldConfig) =>
              `A project with the key ${field.formControl?.value} already exists.`,
          },
        },
      },
    ],
    {model: {name: 'Documentation'}},
  );
  return {built, lookups, control: built.form.get('key')!};
}

const settled = (control: AbstractControl) =>
  rxjs.firstValueFrom(
    control.statusChanges.pipe(
      rxjs.startWith(control.status),
      rxjs.filter((s) => s !== 'PENDING'),
    ),
  );

test('Angular only starts async validators when the synchronous ones pass: no lookup for a malformed key', async () => {
  const {lookups, control} = projectForm({updateOn: 'blur'});
  control.setValue('shop');
  assert.deepEqual(Object.keys(control.errors!), ['pattern']);
  assert.deepEqual(lookups, []);
  control.setValue('SHOP');
  assert.deepEqual(lookups, ['SHOP']);
  assert.equal(control.status, 'PENDING', 'the form is PENDING while the check runs');
  assert.equal(await settled(control), 'INVALID');
  assert.deepEqual(Object.keys(control.errors!), ['uniqueKey']);
});

test('the async expression may return a Promise of a boolean: true means the key is fine', async () => {
  const {built, control} = projectForm({updateOn: 'blur'});
  control.setValue('DESIGN');
  assert.equal(await settled(control), 'VALID');
  assert.equal(built.form.valid, true);
});

test("updateOn: 'blur' is handed to the form control, which takes the typed value when the field loses focus", () => {
  const {control} = projectForm({updateOn: 'blur'});
  assert.equal(control.updateOn, 'blur');
});

test('with modelOptions.debounce instead, the control still takes every keystroke and the async validator runs each time', () => {
  const {lookups, control} = projectForm({debounce: {default: 500}});
  assert.equal(control.updateOn, 'change');
  for (const typed of ['SH', 'SHO', 'SHOP']) {
    control.setValue(typed);
  }
  assert.deepEqual(lookups, ['SH', 'SHO', 'SHOP']);
});
