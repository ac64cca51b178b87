// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { ListType } from '../../../src/examples/advanced/repeating-section-input/list-type';

/** What advanced/repeating-section-input registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  types: [
    { name: 'list', component: ListType },
  ],
};
