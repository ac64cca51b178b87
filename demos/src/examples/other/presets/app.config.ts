import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { provideFormlyPreset } from '@ngx-formly/core/preset';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { acceptTermsPreset, DeliveryDatePreset, emailPreset } from './presets';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        presets: [
          { name: 'email', config: emailPreset },
          { name: 'acceptTerms', config: acceptTermsPreset },
          { name: 'deliveryDate', config: new DeliveryDatePreset() },
        ],
        validationMessages: [
          { name: 'required', message: 'Required.' },
          { name: 'email', message: 'Not a valid e-mail address.' },
        ],
      },
    ]),
    // Adds the extension that replaces "#name" types with their preset.
    provideFormlyPreset(),
  ],
};
