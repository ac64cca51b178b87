import { ApplicationConfig } from '@angular/core';
import Aura from '@primeuix/themes/aura';
import { providePrimeNG } from 'primeng/config';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyPrimeNG } from '@ngx-formly/primeng';

export const appConfig: ApplicationConfig = {
  providers: [
    // PrimeNG styles its components at run time from a theme preset.
    providePrimeNG({ theme: { preset: Aura } }),
    provideFormlyCore(withFormlyPrimeNG()),
  ],
};
