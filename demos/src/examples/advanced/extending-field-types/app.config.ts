import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { RatingType } from './rating-type';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        types: [
          // `extends` reuses an existing type (its component and wrappers) and
          // layers default options on top; fields can still override them.
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
          // A type may also extend another custom type.
          {
            name: 'dutch-postcode',
            extends: 'postcode',
            defaultOptions: { props: { pattern: /^\d{4}\s?[A-Za-z]{2}$/ } },
          },
          // Or keep a parent's wrappers and defaults but bring a new component.
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
        validationMessages: [
          { name: 'required', message: 'Required.' },
          { name: 'min', message: 'At least one.' },
          { name: 'max', message: 'At most 99 per order.' },
        ],
      },
    ]),
  ],
};
