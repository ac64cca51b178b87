import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        // By default a hidden field's components are destroyed, which leaves
        // nothing to animate. With lazyRender off they stay in the page and
        // Formly hides them with `display: none`, which CSS can transition.
        extras: { lazyRender: false },
      },
    ]),
  ],
};
