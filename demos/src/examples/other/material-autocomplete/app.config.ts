import { ApplicationConfig } from '@angular/core';
import { AbstractControl, ValidationErrors } from '@angular/forms';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyMaterial } from '@ngx-formly/material';
import { AutocompleteType } from './autocomplete-type';
import { airports } from './airports';

/** Free text is allowed while typing, but only an entry of the list is a valid answer. */
function knownAirport(control: AbstractControl): ValidationErrors | null {
  return !control.value || airports.includes(control.value) ? null : { knownAirport: true };
}

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyMaterial(),
      {
        types: [{ name: 'autocomplete', component: AutocompleteType, wrappers: ['form-field'] }],
        validators: [{ name: 'knownAirport', validation: knownAirport }],
        validationMessages: [
          { name: 'required', message: 'Choose an airport.' },
          { name: 'knownAirport', message: 'Pick one of the suggestions.' },
        ],
      },
    ]),
  ],
};
