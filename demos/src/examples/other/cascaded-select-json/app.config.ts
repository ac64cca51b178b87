import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore, withFormlyFieldExpression } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { dependsOnExtension } from './depends-on.extension';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      // The JSON's string expressions are read by Formly's own parser, not new Function.
      withFormlyFieldExpression(),
      { extensions: [{ name: 'depends-on', extension: dependsOnExtension }] },
    ]),
  ],
};
