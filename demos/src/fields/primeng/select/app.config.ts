import { ApplicationConfig } from '@angular/core';
import Aura from '@primeuix/themes/aura';
import { providePrimeNG } from 'primeng/config';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyPrimeNG } from '@ngx-formly/primeng';

export const appConfig: ApplicationConfig = {
  providers: [
    // PrimeNG styles its components from a theme preset at run time; the dark
    // variant applies under <html data-theme="dark">.
    providePrimeNG({
      theme: { preset: Aura, options: { darkModeSelector: '[data-theme="dark"]' } },
    }),
    provideFormlyCore(withFormlyPrimeNG()),
  ],
};
