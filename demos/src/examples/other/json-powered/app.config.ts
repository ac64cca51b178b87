import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore, withFormlyFieldExpression } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      // String expressions from the JSON are read by Formly's own parser
      // instead of new Function: no 'unsafe-eval' needed under a strict CSP.
      withFormlyFieldExpression(),
      {
        validationMessages: [
          { name: 'required', message: 'This field is required.' },
          { name: 'maxLength', message: 'That is too long.' },
        ],
      },
    ]),
  ],
};
