import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { RepeatType } from './repeat-type';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        types: [{ name: 'repeat', component: RepeatType }],
        validationMessages: [{ name: 'required', message: 'Required.' }],
      },
    ]),
  ],
};
