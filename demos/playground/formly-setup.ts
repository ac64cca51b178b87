import { EnvironmentProviders, Provider } from '@angular/core';
import { Validators } from '@angular/forms';
import { ConfigOption, provideFormlyCore, withFormlyFieldExpression } from '@ngx-formly/core';
import { provideFormlyPreset } from '@ngx-formly/core/preset';
import { jsonSchemaTypes } from './json-schema-types';

export type AnyProvider = Provider | EnvironmentProviders;

/**
 * Validators a JSON configuration names (`"validators": {"validation": ["email"]}`), where the examples'
 * code passes Angular's functions: the playground versions of those examples (playground.json) use them.
 */
const namedValidators: ConfigOption = {
  validators: [{ name: 'email', validation: Validators.email }],
};

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
 * provideFormlyPreset() reads a `"type": "#name"` as the preset of that name, as
 * in the presets example, whose presets the frame registers.
 */
export function formlyWith(kitOptions: ConfigOption[]): AnyProvider[] {
  return [
    provideFormlyCore([
      ...kitOptions,
      withFormlyFieldExpression(),
      jsonSchemaTypes,
      namedValidators,
      validationMessages,
    ]),
    provideFormlyPreset(),
  ];
}
