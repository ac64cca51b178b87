import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { ListType } from './list-type';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        types: [{ name: 'list', component: ListType }],
        validationMessages: [
          { name: 'required', message: 'Enter an address or remove this entry.' },
          { name: 'email', message: 'Not a valid e-mail address.' },
        ],
      },
    ]),
  ],
};
