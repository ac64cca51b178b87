import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { StepsType } from './steps-type';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        types: [{ name: 'steps', component: StepsType }],
        validationMessages: [
          { name: 'required', message: 'Please fill this in to continue.' },
          { name: 'email', message: 'Not a valid e-mail address.' },
          { name: 'min', message: (_error, field) => `At least ${field.props?.min} €.` },
        ],
      },
    ]),
  ],
};
