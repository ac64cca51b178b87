import { ApplicationConfig } from '@angular/core';
import { FormlyFieldConfig, provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';

// Application-wide messages: every field uses these unless it brings its own.
export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        validationMessages: [
          // A fixed string.
          { name: 'required', message: 'Please fill this in.' },
          // A function of the error object and the field.
          {
            name: 'minLength',
            message: (error: { requiredLength: number }, field: FormlyFieldConfig) =>
              `${field.props?.label} needs ${error.requiredLength} characters or more.`,
          },
          { name: 'max', message: 'That number is too high.' },
        ],
      },
    ]),
  ],
};
