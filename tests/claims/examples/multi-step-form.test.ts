/**
 * Claims of docs/examples/advanced/multi-step-form.mdx, run against @ngx-formly/core 7.1.0 with
 * the demo's own fields (app.ts) and the walk its steps-type.ts does over a step's keyed fields.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, type FormlyFieldConfig} from '../support/formly';
import {demoApp} from '../support/examples-extra';

/** steps-type.ts: visits the keyed fields of a group, looking through groups without a key. */
function forEachKeyedField(group: FormlyFieldConfig, visit: (field: FormlyFieldConfig) => void): void {
  for (const child of group.fieldGroup ?? []) {
    if (child.key === undefined) {
      forEachKeyedField(child, visit);
    } else {
      visit(child);
    }
  }
}

/** What Next does: touch the current step's fields and tell whether all are valid. */
function stepIsValid(step: FormlyFieldConfig): boolean {
  let valid = true;
  forEachKeyedField(step, (field) => {
    field.formControl?.markAsTouched();
    valid &&= !field.formControl?.invalid;
  });
  return valid;
}

/** The demo's own fields (app.ts). */
function accountForm() {
  const built = buildForm(demoApp('advanced/multi-step-form').fields, {configs: [{types: [{name: 'steps'}]}]});
  const steps = built.fields[0]!.fieldGroup!;
  return {built, steps};
}

test('the steps are groups without a key, so they have no form control of their own: they share the form [examples/multi-step-form#steps-keyless-groups-without-control]', () => {
  const {built, steps} = accountForm();
  assert.ok(steps.every((step) => step.formControl === built.form));
});

test("so a step's validity is read from its keyed fields: a complete first step is valid while the form is not", () => {
  const {built, steps} = accountForm();
  const first = steps[0]!;
  assert.equal(stepIsValid(first), false, 'the empty first step does not advance');
  assert.equal(built.form.get('fullName')!.touched, true, 'its fields are marked touched, which shows their errors');
  built.form.get('fullName')!.setValue('Rui Costa');
  built.form.get('birthDate')!.setValue('1990-04-01');
  assert.equal(stepIsValid(first), true);
  assert.equal(first.formControl!.invalid, true, 'the shared control still reports the later step');
  assert.equal(built.form.get('email')!.touched, false, 'the next step is not touched');
});

test('the form as a whole keeps validating every step, so the final submit cannot slip through [examples/multi-step-form#steps-keyless-groups-without-control]', () => {
  const {built, steps} = accountForm();
  built.form.get('email')!.setValue('rui@example.org');
  assert.equal(stepIsValid(steps[1]!), true);
  assert.equal(built.form.valid, false, 'the first step is still empty');
});
