// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { wordCountValidator, wordCountMessage } from '../../../src/examples/validation/custom-validation-parameters/validators';

/** What validation/custom-validation-parameters registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  validators: [
    { name: 'wordCount', validation: wordCountValidator },
  ],
  validationMessages: [
    { name: 'wordCount', message: wordCountMessage },
  ],
};
