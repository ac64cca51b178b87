import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { GridType } from './grid-type';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        types: [{ name: 'grid', component: GridType }],
        validationMessages: [
          { name: 'required', message: 'Required.' },
          { name: 'min', message: 'No negative stock.' },
        ],
      },
    ]),
  ],
};
