// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { slugValidator } from '../../../src/examples/validation/custom-validation/validators';
import { AbstractControl } from '@angular/forms';
import { fieldRule } from '../../field-rule';

function isWeekday(isoDate: string): boolean {
  const day = new Date(`${isoDate}T12:00:00`).getDay();
  return day !== 0 && day !== 6;
}

/** What validation/custom-validation registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  validators: [
    { name: 'slug', validation: slugValidator },
    {
      name: 'weekday',
      validation: fieldRule((control: AbstractControl<string>) =>
        !control.value || isWeekday(control.value)),
    },
  ],
  validationMessages: [
    {
      name: 'slug',
      message: 'Use lowercase letters and digits, separated by single dashes.',
    },
    {
      name: 'weekday',
      message: 'Posts go out on weekdays only.',
    },
  ],
};
