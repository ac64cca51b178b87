import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';

// withFormlyBootstrap() already includes the addons wrapper and its extension.
export const appConfig: ApplicationConfig = {
  providers: [provideFormlyCore(withFormlyBootstrap())],
};
