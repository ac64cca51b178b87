import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { HorizontalWrapper } from './horizontal-wrapper';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        wrappers: [{ name: 'horizontal', component: HorizontalWrapper }],
        validationMessages: [
          { name: 'required', message: 'Required.' },
          { name: 'email', message: 'Enter a valid e-mail address.' },
        ],
      },
    ]),
  ],
};
