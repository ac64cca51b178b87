import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { CardWrapper } from './card-wrapper';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        wrappers: [{ name: 'card', component: CardWrapper }],
        validationMessages: [{ name: 'required', message: 'Required.' }],
      },
    ]),
  ],
};
