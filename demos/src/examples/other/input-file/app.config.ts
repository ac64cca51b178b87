import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { FileType } from './file-type';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        // Uses Bootstrap's "form-field" wrapper for the label and errors.
        types: [{ name: 'file', component: FileType, wrappers: ['form-field'] }],
        validationMessages: [{ name: 'required', message: 'Required.' }],
      },
    ]),
  ],
};
