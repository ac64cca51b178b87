import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        validationMessages: [
          { name: 'required', message: 'Needed before you can send the reply.' },
          { name: 'min', message: 'At least one guest, please.' },
          { name: 'max', message: 'The venue fits four guests per invitation.' },
        ],
      },
    ]),
  ],
};
