import { ApplicationConfig } from '@angular/core';
import { FormlyFieldConfig, provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';

// A message can be a fixed string or a function of the error and the field,
// which lets one message serve every field that uses the same validator.
function tooShort(error: { requiredLength: number; actualLength: number }): string {
  return `Use at least ${error.requiredLength} characters (you typed ${error.actualLength}).`;
}

function tooLong(error: { requiredLength: number }): string {
  return `Keep it to ${error.requiredLength} characters or fewer.`;
}

function belowMin(_error: unknown, field: FormlyFieldConfig): string {
  return `The lowest accepted value is ${field.props?.min}.`;
}

function aboveMax(_error: unknown, field: FormlyFieldConfig): string {
  return `The highest accepted value is ${field.props?.max}.`;
}

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        validationMessages: [
          { name: 'required', message: 'This field cannot be left empty.' },
          { name: 'minLength', message: tooShort },
          { name: 'maxLength', message: tooLong },
          { name: 'min', message: belowMin },
          { name: 'max', message: aboveMax },
        ],
      },
    ]),
  ],
};
