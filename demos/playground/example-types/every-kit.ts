// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { registrations as advancedRepeatingSection } from './examples/advanced--repeating-section';
import { registrations as advancedRepeatingSectionInput } from './examples/advanced--repeating-section-input';
import { registrations as advancedTabs } from './examples/advanced--tabs';
import { registrations as advancedMultiStepForm } from './examples/advanced--multi-step-form';
import { registrations as otherButton } from './examples/other--button';
import { registrations as otherCascadedSelectJson } from './examples/other--cascaded-select-json';
import { registrations as otherNestedFormlyForms } from './examples/other--nested-formly-forms';
import { registrations as otherPresets } from './examples/other--presets';
import { registrations as validationCustomValidation } from './examples/validation--custom-validation';
import { registrations as validationCustomValidationParameters } from './examples/validation--custom-validation-parameters';
import { registrations as validationUniqueValueAsyncValidation } from './examples/validation--unique-value-async-validation';
import { registrations as validationMatchingTwoFields } from './examples/validation--matching-two-fields';

/** What the examples that run in every kit register with Formly, under the examples' own names. */
export const everyKitRegistrations: ConfigOption[] = [
  advancedRepeatingSection,
  advancedRepeatingSectionInput,
  advancedTabs,
  advancedMultiStepForm,
  otherButton,
  otherCascadedSelectJson,
  otherNestedFormlyForms,
  otherPresets,
  validationCustomValidation,
  validationCustomValidationParameters,
  validationUniqueValueAsyncValidation,
  validationMatchingTwoFields,
];
