import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { FileType } from './file-type';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        // The kit's "form-field" wrapper shows the errors, and the label in every kit but Ionic.
        types: [{ name: 'file', component: FileType, wrappers: ['form-field'] }],
        validationMessages: [{ name: 'required', message: 'Required.' }],
      },
    ]),
  ],
};
