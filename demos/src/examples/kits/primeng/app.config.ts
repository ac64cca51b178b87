import { ApplicationConfig } from '@angular/core';
import Aura from '@primeuix/themes/aura';
import { providePrimeNG } from 'primeng/config';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyPrimeNG } from '@ngx-formly/primeng';
import { withFormlyFieldDatepicker } from '@ngx-formly/primeng/datepicker';

export const appConfig: ApplicationConfig = {
  providers: [
    // PrimeNG styles its components from a theme preset at run time; the dark
    // variant applies under <html data-theme="dark">.
    providePrimeNG({
      theme: { preset: Aura, options: { darkModeSelector: '[data-theme="dark"]' } },
    }),
    provideFormlyCore([
      ...withFormlyPrimeNG(),
      // Not part of withFormlyPrimeNG(): registered on its own.
      withFormlyFieldDatepicker(),
      { validationMessages: [{ name: 'required', message: 'This field is required.' }] },
    ]),
  ],
};
