import { ApplicationConfig } from '@angular/core';
import { provideNativeDateAdapter } from '@angular/material/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyMaterial } from '@ngx-formly/material';
import { withFormlyFieldDatepicker } from '@ngx-formly/material/datepicker';
import { withFormlyFieldToggle } from '@ngx-formly/material/toggle';

export const appConfig: ApplicationConfig = {
  providers: [
    // The datepicker reads and writes dates through a date adapter.
    provideNativeDateAdapter(),
    provideFormlyCore([
      ...withFormlyMaterial(),
      // Not part of withFormlyMaterial(): registered one by one.
      withFormlyFieldDatepicker(),
      withFormlyFieldToggle(),
      { validationMessages: [{ name: 'required', message: 'This field is required.' }] },
    ]),
  ],
};
