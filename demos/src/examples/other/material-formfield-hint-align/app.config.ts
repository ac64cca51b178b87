import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyMaterial } from '@ngx-formly/material';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyMaterial(),
      {
        validationMessages: [
          { name: 'required', message: 'Required.' },
          { name: 'maxLength', message: 'Too long for a status update.' },
          { name: 'pattern', message: 'Start with # and leave out spaces.' },
        ],
      },
    ]),
  ],
};
