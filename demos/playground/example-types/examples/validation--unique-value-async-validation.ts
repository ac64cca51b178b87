// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption, FormlyFieldConfig } from '@ngx-formly/core';
import { AbstractControl } from '@angular/forms';
import { isProjectKeyTaken } from '../../../src/examples/validation/unique-value-async-validation/project-registry';
import { fieldRule } from '../../field-rule';

/** What validation/unique-value-async-validation registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  validators: [
    {
      name: 'uniqueKey',
      validation: fieldRule(async (control: AbstractControl<string>) =>
        !(await isProjectKeyTaken(control.value))),
    },
  ],
  validationMessages: [
    {
      name: 'uniqueKey',
      message: (_error: unknown, field: FormlyFieldConfig) =>
        `A project with the key ${field.formControl?.value} already exists.`,
    },
  ],
};
