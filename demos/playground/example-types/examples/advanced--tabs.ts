// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { TabsType } from '../../../src/examples/advanced/tabs/tabs-type';

/** What advanced/tabs registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  types: [
    { name: 'tabs', component: TabsType },
  ],
};
