import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyMaterial } from '@ngx-formly/material';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyMaterial(),
      {
        validationMessages: [
          { name: 'required', message: 'We cannot call you back without it.' },
          { name: 'pattern', message: 'Use digits, spaces and a leading +.' },
        ],
      },
    ]),
  ],
};
