/**
 * Claims of docs/examples/validation/built-in-validations.mdx, run against @ngx-formly/core 7.1.0
 * with the demo's own fields (app.ts) and a copy of its application messages (app.config.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, shownMessage, type ConfigOption, type FormlyFieldConfig} from '../support/formly';
import {demoApp} from '../support/examples-extra';

const appMessages: ConfigOption = {
  validationMessages: [
    {name: 'required', message: 'This field cannot be left empty.'},
    {
      name: 'minLength',
      message: (error: {requiredLength: number; actualLength: number}) =>
        `Use at least ${error.requiredLength} characters (you typed ${error.actualLength}).`,
    },
    {
      name: 'maxLength',
      message: (error: {requiredLength: number}) => `Keep it to ${error.requiredLength} characters or fewer.`,
    },
    {
      name: 'min',
      message: (_error: unknown, field: FormlyFieldConfig) => `The lowest accepted value is ${field.props?.min}.`,
    },
    {
      name: 'max',
      message: (_error: unknown, field: FormlyFieldConfig) => `The highest accepted value is ${field.props?.max}.`,
    },
  ],
};

function teamForm(extra: ConfigOption[] = []) {
  const {fields} = demoApp('validation/built-in-validations');
  return buildForm(fields, {configs: [appMessages, ...extra]});
}

test('the six props map onto Angular validators, with the error keys of the table [examples/built-in-validations#six-props-map-onto-angular]', () => {
  const {form} = teamForm();
  const errors = (key: string, value: unknown) => {
    form.get(key)!.setValue(value);
    return Object.keys(form.get(key)!.errors ?? {});
  };
  assert.deepEqual(errors('handle', ''), ['required']);
  assert.deepEqual(errors('handle', 'ab'), ['minLength']);
  assert.deepEqual(errors('handle', 'a-handle-far-too-long'), ['maxLength']);
  assert.deepEqual(errors('teamSize', 1), ['min']);
  assert.deepEqual(errors('teamSize', 10), ['max']);
  assert.deepEqual(errors('hexColor', 'blue'), ['pattern']);
  assert.deepEqual(errors('hexColor', '#1e90ff'), []);
});

test('tooShort quotes requiredLength and actualLength from the error; belowMin reads the limit from field.props.min [examples/built-in-validations#six-props-map-onto-angular]', () => {
  const built = teamForm();
  built.form.get('handle')!.setValue('ab');
  assert.equal(shownMessage(built, built.fields[0]!), 'Use at least 3 characters (you typed 2).');
  built.form.get('teamSize')!.setValue(1);
  assert.equal(shownMessage(built, built.fields[2]!), 'The lowest accepted value is 2.');
  built.form.get('teamSize')!.setValue(10);
  assert.equal(shownMessage(built, built.fields[2]!), 'The highest accepted value is 8.');
});

test('a field-level message wins over the application-wide one for the same error key [examples/built-in-validations#six-props-map-onto-angular]', () => {
  const built = teamForm([{validationMessages: [{name: 'pattern', message: 'Application-wide pattern text.'}]}]);
  built.form.get('hexColor')!.setValue('blue');
  assert.equal(shownMessage(built, built.fields[3]!), '"blue" is not a six-digit hex colour.');
});
