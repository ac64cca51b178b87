/**
 * Claims of docs/examples/validation/async-validation-update-on.mdx (and the comments of its
 * app.ts), run against @ngx-formly/core 7.1.0 and @angular/forms with the example's field.
 * That typing sends no lookup before the field is left needs a browser (the input's blur):
 * tests/browser/demo-interactions/examples.ts drives the demo for it.
 */
import {test, mock} from 'node:test';
import assert from 'node:assert/strict';
import type {AbstractControl} from '../../../demos/node_modules/@angular/forms';
import {buildForm, rxjs, type FormlyFieldConfig} from '../support/formly';
import {connectToModel} from '../support/examples-extra';

/** The example's username field with the given modelOptions; the directory answers at once and counts lookups. */
function usernameForm(modelOptions: FormlyFieldConfig['modelOptions']) {
  const lookups: string[] = [];
  const taken = ['admin', 'formly', 'angular', 'guest'];
  const built = buildForm(
    [
      {
        key: 'username',
        type: 'input',
        modelOptions,
        props: {label: 'Username', required: true},
        asyncValidators: {
          available: {
            expression: (control: AbstractControl<string>) => {
              lookups.push(control.value);
              return rxjs.of(!taken.includes(control.value.trim().toLowerCase()));
            },
            message: (_error: unknown, field: FormlyFieldConfig) => `"${field.formControl?.value}" is already taken.`,
          },
        },
      },
    ],
    {model: {username: ''}},
  );
  return {built, lookups, control: built.form.get('username')!};
}

test("modelOptions: { updateOn: 'blur' } changes when the control takes the value: Formly passes it to the form control", () => {
  const {control, lookups} = usernameForm({updateOn: 'blur'});
  assert.equal(control.updateOn, 'blur');
  control.setValue('admin');
  assert.deepEqual(lookups, ['admin'], 'one lookup for the value handed over');
  assert.deepEqual(Object.keys(control.errors!), ['available']);
});

test('debounce is no substitute: it only delays the model, while the control and its async validator update on each keystroke', () => {
  mock.timers.enable({apis: ['setTimeout', 'setInterval', 'Date']});
  try {
    const {built, control, lookups} = usernameForm({debounce: {default: 700}});
    const disconnect = connectToModel(built.fields[0]!);
    for (const typed of ['m', 'ma', 'mar']) {
      control.setValue(typed);
    }
    assert.deepEqual(lookups, ['m', 'ma', 'mar'], 'one lookup per keystroke');
    assert.equal(built.model['username'], '', 'the model is not written yet');
    mock.timers.tick(700);
    assert.equal(built.model['username'], 'mar', 'the model gets the value after the pause');
    disconnect();
  } finally {
    mock.timers.reset();
  }
});
