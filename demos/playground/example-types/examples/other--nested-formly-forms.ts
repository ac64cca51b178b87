// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { CardWrapper } from '../../../src/examples/other/nested-formly-forms/card-wrapper';

/** What other/nested-formly-forms registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  wrappers: [
    { name: 'card', component: CardWrapper },
  ],
};
