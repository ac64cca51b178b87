import { ApplicationConfig } from '@angular/core';
import Aura from '@primeuix/themes/aura';
import { providePrimeNG } from 'primeng/config';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyPrimeNG } from '@ngx-formly/primeng';
import { MultiSelectType } from './multiselect-type';

export const appConfig: ApplicationConfig = {
  providers: [
    // PrimeNG styles its components at run time from a theme preset.
    providePrimeNG({ theme: { preset: Aura } }),
    provideFormlyCore([
      ...withFormlyPrimeNG(),
      {
        // The kit's form-field wrapper gives the new type its label and error message.
        types: [{ name: 'multiselect', component: MultiSelectType, wrappers: ['form-field'] }],
        validationMessages: [{ name: 'required', message: 'Choose at least one.' }],
      },
    ]),
  ],
};
