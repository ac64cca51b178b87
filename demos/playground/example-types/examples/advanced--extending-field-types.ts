// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { RatingType } from '../../../src/examples/advanced/extending-field-types/rating-type';

/** What advanced/extending-field-types registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  types: [
    {
      name: 'postcode',
      extends: 'input',
      defaultOptions: {
        props: { label: 'Postcode', placeholder: '1234 AB', maxLength: 7 },
        validation: { messages: { pattern: 'Four digits, then two letters.' } },
      },
    },
    {
      name: 'quantity',
      extends: 'input',
      defaultOptions: {
        defaultValue: 1,
        props: { type: 'number', label: 'Quantity', min: 1, max: 99 },
      },
    },
    {
      name: 'dutch-postcode',
      extends: 'postcode',
      defaultOptions: { props: { pattern: /^\d{4}\s?[A-Za-z]{2}$/ } },
    },
    {
      name: 'rating',
      extends: 'radio',
      component: RatingType,
      defaultOptions: {
        props: {
          options: [1, 2, 3, 4, 5].map((stars) => ({
            value: stars,
            label: stars === 1 ? '1 star' : `${stars} stars`,
          })),
        },
      },
    },
  ],
};
