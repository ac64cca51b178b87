// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { RepeatType } from '../../../src/examples/advanced/repeating-section/repeat-type';

/** What advanced/repeating-section registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  types: [
    { name: 'repeat', component: RepeatType },
  ],
};
