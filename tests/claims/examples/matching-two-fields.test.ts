/**
 * Claims of docs/examples/validation/matching-two-fields.mdx (and the comments of its app.ts
 * and app.config.ts), run against @ngx-formly/core 7.1.0 with the demo's own fields (app.ts) and a copy of its
 * emailsMatch (app.config.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {AbstractControl, ValidationErrors} from '../../../demos/node_modules/@angular/forms';
import {buildForm, forms, showsError, shownMessage, type FormlyFieldConfig, watchField} from '../support/formly';
import {demoApp} from '../support/examples-extra';

/** The example's emailsMatch (app.config.ts), recording the control it runs on. */
const seen: AbstractControl[] = [];
function emailsMatch(group: AbstractControl): ValidationErrors | null {
  seen.push(group);
  const {email, emailAgain} = group.value as {email?: string; emailAgain?: string};
  return !emailAgain || email === emailAgain ? null : {emailsMatch: true};
}

function emailForm(groupKey?: string) {
  seen.length = 0;
  const [group] = demoApp('validation/matching-two-fields').fields as [FormlyFieldConfig];
  return buildForm([groupKey ? {...group, key: groupKey} : group], {
    configs: [
      {
        validators: [{name: 'emailsMatch', validation: emailsMatch}],
        validationMessages: [
          {name: 'required', message: 'Required.'},
          {name: 'emailsMatch', message: 'The two addresses differ.'},
        ],
      },
    ],
  });
}

test("a fieldGroup without a key gets no FormGroup of its own: it shares the form's, and its values land at the top level [examples/matching-two-fields#keyless-fieldgroup-gets-formgroup]", () => {
  const built = emailForm();
  assert.equal(built.fields[0]!.formControl, built.form);
  assert.deepEqual(Object.keys(built.form.controls), ['email', 'emailAgain']);
  built.fields[0]!.fieldGroup!.forEach((field) => watchField(field));
  built.form.setValue({email: 'ada@example.org', emailAgain: 'ada@example.org'});
  assert.deepEqual(built.model, {email: 'ada@example.org', emailAgain: 'ada@example.org'});
});

test("the group's validator runs on that shared control, the form, and reports a mismatch", () => {
  const built = emailForm();
  built.form.setValue({email: 'ada@example.org', emailAgain: 'ada@example.com'});
  assert.ok(seen.length > 0 && seen.every((control) => control === built.form));
  assert.deepEqual(built.form.errors, {emailsMatch: true});
});

test('errorPath: emailAgain adds the error to the second field too, so its message appears under it [examples/matching-two-fields#keyless-fieldgroup-gets-formgroup]', () => {
  const built = emailForm();
  built.form.setValue({email: 'ada@example.org', emailAgain: 'ada@example.com'});
  const emailAgain = built.fields[0]!.fieldGroup![1]!;
  assert.equal(emailAgain.formControl!.hasError('emailsMatch'), true);
  emailAgain.formControl!.markAsTouched();
  assert.equal(showsError(built, emailAgain), true);
  assert.equal(shownMessage(built, emailAgain), 'The two addresses differ.');
  built.form.setValue({email: 'ada@example.org', emailAgain: 'ada@example.org'});
  assert.equal(emailAgain.formControl!.hasError('emailsMatch'), false);
});

test('the validator ignores a second field that is still empty: required covers it [examples/matching-two-fields#validator-lets-empty-second-field]', () => {
  const built = emailForm();
  built.form.get('email')!.setValue('ada@example.org');
  assert.equal(built.form.errors, null);
  assert.deepEqual(built.form.get('emailAgain')!.errors, {required: true});
});

test('given a key, the group gets its own FormGroup (and object in the model), and the validator runs on that [examples/matching-two-fields#keyless-fieldgroup-gets-formgroup]', () => {
  const built = emailForm('emails');
  const group = built.form.get('emails')!;
  assert.ok(group instanceof forms.FormGroup);
  assert.equal(built.fields[0]!.formControl, group);
  group.setValue({email: 'ada@example.org', emailAgain: 'ada@example.com'});
  assert.equal(seen.at(-1), group);
  assert.deepEqual(group.errors, {emailsMatch: true});
  assert.equal(built.form.errors, null);
});
