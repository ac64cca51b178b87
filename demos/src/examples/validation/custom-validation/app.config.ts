import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { slugValidator } from './validators';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        validators: [{ name: 'slug', validation: slugValidator }],
        validationMessages: [
          { name: 'required', message: 'This field is required.' },
          {
            name: 'slug',
            message: 'Use lowercase letters and digits, separated by single dashes.',
          },
        ],
      },
    ]),
  ],
};
