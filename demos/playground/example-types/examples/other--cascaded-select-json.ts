// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { dependsOnExtension } from '../../../src/examples/other/cascaded-select-json/depends-on.extension';

/** What other/cascaded-select-json registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  extensions: [
    { name: 'depends-on', extension: dependsOnExtension },
  ],
};
