import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyMaterial } from '@ngx-formly/material';
import { withFormlyFieldToggle } from '@ngx-formly/material/toggle';

export const appConfig: ApplicationConfig = {
  // withFormlyMaterial() leaves the toggle out: register it on its own.
  providers: [provideFormlyCore([...withFormlyMaterial(), withFormlyFieldToggle()])],
};
