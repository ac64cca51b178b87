import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        validationMessages: [
          { name: 'required', message: 'We need this to send you invoices.' },
          { name: 'email', message: 'Enter an address like name@example.com.' },
        ],
      },
    ]),
  ],
};
