// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { AutocompleteType } from '../../../src/examples/other/material-autocomplete/autocomplete-type';
import { AbstractControl, ValidationErrors } from '@angular/forms';
import { airports } from '../../../src/examples/other/material-autocomplete/airports';

function knownAirport(control: AbstractControl): ValidationErrors | null {
  return !control.value || airports.includes(control.value) ? null : { knownAirport: true };
}

/** What other/material-autocomplete registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  types: [
    { name: 'autocomplete', component: AutocompleteType, wrappers: ['form-field'] },
  ],
  validators: [
    { name: 'knownAirport', validation: knownAirport },
  ],
  validationMessages: [
    { name: 'knownAirport', message: 'Pick one of the suggestions.' },
  ],
};
