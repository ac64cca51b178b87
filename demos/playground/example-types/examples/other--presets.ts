// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { emailPreset, acceptTermsPreset, DeliveryDatePreset } from '../../../src/examples/other/presets/presets';

/** What other/presets registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  presets: [
    { name: 'email', config: emailPreset },
    { name: 'acceptTerms', config: acceptTermsPreset },
    { name: 'deliveryDate', config: new DeliveryDatePreset() },
  ],
};
