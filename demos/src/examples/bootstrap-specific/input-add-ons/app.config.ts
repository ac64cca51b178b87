import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';

// withFormlyBootstrap() already registers the "addons" wrapper and the
// extension that adds it to any field with addonLeft or addonRight.
export const appConfig: ApplicationConfig = {
  providers: [provideFormlyCore([...withFormlyBootstrap()])],
};
