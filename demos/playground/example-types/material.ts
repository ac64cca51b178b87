// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { everyKitRegistrations } from './every-kit';
import { registrations as otherMaterialAutocomplete } from './examples/other--material-autocomplete';

/** What the examples that run in material register with Formly, under the examples' own names. */
export const exampleRegistrations: ConfigOption[] = [
  ...everyKitRegistrations,
  otherMaterialAutocomplete,
];
