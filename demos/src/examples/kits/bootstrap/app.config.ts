import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      // Every Bootstrap type and wrapper, addons included.
      ...withFormlyBootstrap(),
      {
        validationMessages: [
          { name: 'required', message: 'This field is required.' },
          { name: 'email', message: 'Enter a valid e-mail address.' },
        ],
      },
    ]),
  ],
};
