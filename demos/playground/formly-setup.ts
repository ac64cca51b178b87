import { EnvironmentProviders, Provider } from '@angular/core';
import { ConfigOption, provideFormlyCore, withFormlyFieldExpression } from '@ngx-formly/core';
import { jsonSchemaTypes } from './json-schema-types';

export type AnyProvider = Provider | EnvironmentProviders;

const validationMessages: ConfigOption = {
  validationMessages: [
    { name: 'required', message: 'This field is required.' },
    { name: 'minLength', message: 'Too short.' },
    { name: 'maxLength', message: 'Too long.' },
    { name: 'min', message: 'Too small.' },
    { name: 'max', message: 'Too large.' },
    { name: 'pattern', message: 'Does not match the pattern.' },
    { name: 'email', message: 'Enter a valid e-mail address.' },
  ],
};

/**
 * Formly with one kit's types and wrappers. withFormlyFieldExpression() replaces
 * the default expression extension, which compiles string expressions with
 * `Function`, by the parser of Formly 7.1 that evaluates them without eval.
 * The JSON Schema types let FormlyJsonschema's output render in every kit.
 */
export function formlyWith(kitOptions: ConfigOption[]): AnyProvider {
  return provideFormlyCore([...kitOptions, withFormlyFieldExpression(), jsonSchemaTypes, validationMessages]);
}
