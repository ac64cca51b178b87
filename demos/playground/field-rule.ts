import { ConfigOption } from '@ngx-formly/core';

type ValidatorFunction = NonNullable<ConfigOption['validators']>[number]['validation'];

/**
 * A validator written on a field (`validators: {weekday: {expression}}`), registered by the frame
 * under the field's key (lib/example-registrations.ts). Such a function may answer true (valid) or
 * false, which Formly reads from a named validator too, as an error under the validator's name;
 * ConfigOption's type leaves booleans out, hence the cast.
 */
export const fieldRule = (rule: (...args: never[]) => unknown) => rule as ValidatorFunction;
