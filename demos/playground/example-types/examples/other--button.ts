// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { ButtonType } from '../../../src/examples/other/button/button-type';

/** What other/button registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  types: [
    { name: 'button', component: ButtonType, wrappers: [] },
  ],
};
