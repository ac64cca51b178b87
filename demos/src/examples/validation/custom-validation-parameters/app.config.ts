import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { wordCountMessage, wordCountValidator } from './validators';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        validators: [{ name: 'wordCount', validation: wordCountValidator }],
        validationMessages: [
          { name: 'required', message: 'This field is required.' },
          { name: 'wordCount', message: wordCountMessage },
        ],
      },
    ]),
  ],
};
