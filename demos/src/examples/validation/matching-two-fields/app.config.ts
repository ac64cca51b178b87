import { ApplicationConfig } from '@angular/core';
import { AbstractControl, ValidationErrors } from '@angular/forms';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';

/** Runs on the form's control (the group has no key), whose value holds both e-mail fields. */
function emailsMatch(group: AbstractControl): ValidationErrors | null {
  const { email, emailAgain } = group.value;
  return !emailAgain || email === emailAgain ? null : { emailsMatch: true };
}

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        validators: [{ name: 'emailsMatch', validation: emailsMatch }],
        validationMessages: [
          { name: 'required', message: 'Required.' },
          { name: 'email', message: 'Not a valid e-mail address.' },
          { name: 'emailsMatch', message: 'The two addresses differ.' },
        ],
      },
    ]),
  ],
};
