// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { StepsType } from '../../../src/examples/advanced/multi-step-form/steps-type';

/** What advanced/multi-step-form registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  types: [
    { name: 'steps', component: StepsType },
  ],
};
