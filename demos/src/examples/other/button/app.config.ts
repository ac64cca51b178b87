import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { ButtonType } from './button-type';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        // The button has no label of its own to wrap, so no "form-field" wrapper.
        types: [{ name: 'button', component: ButtonType, wrappers: [] }],
      },
    ]),
  ],
};
