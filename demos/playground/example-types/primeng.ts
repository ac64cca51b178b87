// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { everyKitRegistrations } from './every-kit';
import { registrations as advancedExtendingFieldTypes } from './examples/advanced--extending-field-types';
import { registrations as otherInputFile } from './examples/other--input-file';

/** What the examples that run in primeng register with Formly, under the examples' own names. */
export const exampleRegistrations: ConfigOption[] = [
  ...everyKitRegistrations,
  advancedExtendingFieldTypes,
  otherInputFile,
];
