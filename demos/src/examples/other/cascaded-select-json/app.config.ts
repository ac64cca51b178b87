import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { dependsOnExtension } from './depends-on.extension';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      { extensions: [{ name: 'depends-on', extension: dependsOnExtension }] },
    ]),
  ],
};
