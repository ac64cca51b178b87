import { Validators } from '@angular/forms';
import { FormlyFieldConfig, FormlyFieldConfigPresetProvider } from '@ngx-formly/core';

/** A preset is a reusable piece of field configuration, referred to as "#name". */
export const emailPreset: FormlyFieldConfig = {
  type: 'input',
  props: { type: 'email', label: 'E-mail', placeholder: 'you@example.com', required: true },
  validators: { validation: [Validators.email] },
};

export const acceptTermsPreset: FormlyFieldConfig = {
  type: 'checkbox',
  props: { label: 'I accept the terms of sale', required: true },
  // required alone accepts false, the value of a box ticked and unticked again;
  // requiredTrue insists on a tick.
  validators: { validation: [Validators.requiredTrue] },
};

/**
 * A preset provider computes its configuration each time a field uses it:
 * here the earliest delivery date is always tomorrow's date.
 */
export class DeliveryDatePreset implements FormlyFieldConfigPresetProvider {
  getConfiguration(): FormlyFieldConfig {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    return {
      type: 'input',
      props: {
        type: 'date',
        label: 'Delivery date',
        description: `The earliest possible date is ${tomorrow}.`,
        attributes: { min: tomorrow },
      },
    };
  }
}
