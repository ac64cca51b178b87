/**
 * Claims of docs/examples/validation/async-validation-update-on.mdx (and the comments of its
 * app.ts), run against @ngx-formly/core 7.1.0 and @angular/forms with the demo's own field.
 * That typing sends no lookup before the field is left needs a browser (the input's blur):
 * tests/browser/demo-interactions/examples.ts drives the demo for it.
 */
import {test, mock} from 'node:test';
import assert from 'node:assert/strict';
import type {AbstractControl} from '../../../demos/node_modules/@angular/forms';
import type {Observable} from '../../../demos/node_modules/rxjs';
import {buildForm, rxjs, type FormlyFieldConfig, watchField} from '../support/formly';
import {isUsernameFree} from '../../../demos/src/examples/validation/async-validation-update-on/username-directory';
import {demoApp} from '../support/examples-extra';

type AsyncCheck = (control: AbstractControl) => Observable<boolean>;

interface UsernameDemo {
  fields: FormlyFieldConfig[];
  model: Record<string, unknown>;
  lookups: () => number;
}

/** The demo's form, with the username field's modelOptions replaced when `modelOptions` is given. */
function usernameForm(modelOptions?: FormlyFieldConfig['modelOptions']) {
  const app = demoApp<UsernameDemo>('validation/async-validation-update-on');
  if (modelOptions) {
    app.fields[0]!.modelOptions = modelOptions;
  }
  // The values the demo's own lookup is called with, as it starts (its count only grows when an answer arrives).
  const checked: string[] = [];
  const available = (app.fields[0]!.asyncValidators as Record<string, {expression: AsyncCheck}>)['available']!;
  const lookup = available.expression;
  available.expression = (control) => {
    checked.push(control.value as string);
    return lookup(control);
  };
  const built = buildForm(app.fields, {model: app.model});
  return {built, lookups: app.lookups, checked, control: built.form.get('username')!};
}

function withMockedTimers(run: () => void) {
  mock.timers.enable({apis: ['setTimeout', 'setInterval', 'Date']});
  try {
    run();
  } finally {
    mock.timers.reset();
  }
}

test("modelOptions: { updateOn: 'blur' } changes when the control takes the value: Formly passes it to the form control", () => {
  withMockedTimers(() => {
    const {control, lookups} = usernameForm();
    assert.equal(control.updateOn, 'blur');
    control.setValue('admin');
    mock.timers.tick(500);
    assert.equal(lookups(), 1, 'one lookup for the value handed over');
    assert.deepEqual(Object.keys(control.errors!), ['available']);
  });
});

test('debounce is no substitute: it only delays the model, while the control and its async validator update on each keystroke [examples/async-validation-update-on#updateon-blur-lookup-runs-once]', () => {
  withMockedTimers(() => {
    const {built, control, checked} = usernameForm({debounce: {default: 700}});
    const disconnect = watchField(built.fields[0]!);
    for (const typed of ['m', 'ma', 'mar']) {
      control.setValue(typed);
    }
    assert.deepEqual(checked, ['m', 'ma', 'mar'], 'one lookup per keystroke');
    assert.equal(built.model['username'], '', 'the model is not written yet');
    mock.timers.tick(700);
    assert.equal(built.model['username'], 'mar', 'the model gets the value after the pause');
    disconnect();
  });
});

test('both names the instruction above the form offers, "admin" and "guest", are taken [examples/async-validation-update-on#instruction-above-form-admin-guest]', async () => {
  // The directory answers after its own delay, as a server would; the three lookups run at once.
  const [admin, guest, margaret] = await Promise.all(
    ['admin', 'guest', 'margaret'].map((name) => rxjs.firstValueFrom(isUsernameFree(name))),
  );
  assert.deepEqual({admin, guest, margaret}, {admin: false, guest: false, margaret: true});
});
