import { ApplicationConfig } from '@angular/core';
import { FormlyFieldConfig, provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { ArrayType } from './array-type';
import { ObjectType } from './object-type';

type Limit = { [key: string]: number };

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        // FormlyJsonschema names each field's type after the schema type, so
        // every JSON Schema type needs a Formly type of that name.
        types: [
          { name: 'string', extends: 'input' },
          { name: 'number', extends: 'input', defaultOptions: { props: { type: 'number' } } },
          { name: 'integer', extends: 'input', defaultOptions: { props: { type: 'number' } } },
          { name: 'boolean', extends: 'checkbox' },
          { name: 'enum', extends: 'select' },
          { name: 'object', component: ObjectType },
          { name: 'array', component: ArrayType },
        ],
        // The schema keywords become validators with these names.
        validationMessages: [
          { name: 'required', message: 'Required.' },
          { name: 'type', message: 'Wrong type of value.' },
          {
            name: 'minLength',
            message: (e: Limit) => `At least ${e['requiredLength']} characters.`,
          },
          {
            name: 'maxLength',
            message: (e: Limit) => `At most ${e['requiredLength']} characters.`,
          },
          { name: 'min', message: (e: Limit) => `The minimum is ${e['min']}.` },
          { name: 'max', message: (e: Limit) => `The maximum is ${e['max']}.` },
          {
            name: 'multipleOf',
            message: (_e: unknown, field: FormlyFieldConfig) =>
              `Use steps of ${field.props?.['step']}.`,
          },
          {
            name: 'minItems',
            message: (_e: unknown, field: FormlyFieldConfig) =>
              `Add at least ${field.props?.['minItems']}.`,
          },
          {
            name: 'maxItems',
            message: (_e: unknown, field: FormlyFieldConfig) =>
              `No more than ${field.props?.['maxItems']}.`,
          },
          { name: 'pattern', message: 'Not in the expected format.' },
        ],
      },
    ]),
  ],
};
