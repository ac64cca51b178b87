// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { HorizontalWrapper } from '../../../src/examples/bootstrap-specific/bootstrap-horizontal/horizontal-wrapper';

/** What bootstrap-specific/bootstrap-horizontal registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  wrappers: [
    { name: 'horizontal', component: HorizontalWrapper },
  ],
};
