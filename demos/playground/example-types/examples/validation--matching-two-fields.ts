// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { AbstractControl, ValidationErrors } from '@angular/forms';

function emailsMatch(group: AbstractControl): ValidationErrors | null {
  const { email, emailAgain } = group.value;
  return !emailAgain || email === emailAgain ? null : { emailsMatch: true };
}

/** What validation/matching-two-fields registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  validators: [
    { name: 'emailsMatch', validation: emailsMatch },
  ],
  validationMessages: [
    { name: 'emailsMatch', message: 'The two addresses differ.' },
  ],
};
