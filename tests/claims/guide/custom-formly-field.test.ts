/**
 * Claims of docs/guide/custom-formly-field.mdx, run against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formly, type ConfigOption} from '../support/formly';

/** The guide's withShopFields, with a stand-in for the rating component (the builder only stores it). */
class RatingTypeComponent extends formly.FieldType {}
class FormFieldWrapper extends formly.FieldWrapper {}
function withShopFields(): ConfigOption {
  return {
    types: [{name: 'rating', component: RatingTypeComponent, wrappers: ['form-field']}],
    validationMessages: [{name: 'rating', message: 'Pick between one and five stars.'}],
  };
}

test("a library's withX() function, passed to provideFormlyCore, registers its types and messages", () => {
  const {config, fields} = buildForm([{key: 'stars', type: 'rating'}], {
    configs: [{wrappers: [{name: 'form-field', component: FormFieldWrapper}]}, withShopFields()],
  });
  assert.equal(config.getType('rating').component, RatingTypeComponent);
  assert.equal(config.getValidatorMessage('rating'), 'Pick between one and five stars.');
  assert.deepEqual(fields[0]!.wrappers, ['form-field']);
});
