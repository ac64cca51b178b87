import { ApplicationConfig } from '@angular/core';
import { provideNativeDateAdapter } from '@angular/material/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyMaterial } from '@ngx-formly/material';
import { withFormlyFieldDatepicker } from '@ngx-formly/material/datepicker';

export const appConfig: ApplicationConfig = {
  providers: [
    // The datepicker parses and formats dates through a date adapter; this one
    // uses JavaScript Date objects and the browser's locale.
    provideNativeDateAdapter(),
    // withFormlyMaterial() leaves the datepicker out: register it on its own.
    provideFormlyCore([...withFormlyMaterial(), withFormlyFieldDatepicker()]),
  ],
};
