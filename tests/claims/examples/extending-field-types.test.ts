/**
 * Claims of docs/examples/advanced/extending-field-types.mdx, run against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formly} from '../support/formly';

test("a type's defaults are merged with its direct parent's only: a grandparent's defaults are lost [examples/extending-field-types#type-extends-takes-defaults-type, guide/custom-formly-field#extends-inherits-base-s-own]", () => {
  const {fields} = buildForm([{key: 'amount', type: 'price'}], {
    configs: [
      formly.withFormlyFieldExpression(),
      {
        types: [
          {name: 'base-number', defaultOptions: {props: {min: 0, placeholder: 'from the grandparent'}}},
          {name: 'money', extends: 'base-number', defaultOptions: {props: {addonLeft: '€'}}},
          {name: 'price', extends: 'money', defaultOptions: {props: {label: 'Price'}}},
        ],
      },
    ],
  });
  const props = fields[0]!.props!;
  assert.equal(props.label, 'Price', "the type's own default");
  assert.equal(props['addonLeft'], '€', "the parent's default");
  assert.equal(props.min, undefined, "the grandparent's default is not applied");
  assert.equal(props.placeholder, '', "the grandparent's placeholder is not applied either");
});

test("the field's own configuration overrides the type's defaults, which override those of the type it extends [examples/extending-field-types#type-extends-takes-defaults-type]", () => {
  const {fields} = buildForm([{key: 'code', type: 'dutch-postcode', props: {required: true, label: 'Your postcode'}}], {
    configs: [
      {
        types: [
          {name: 'postcode', extends: 'input', defaultOptions: {props: {label: 'Postcode', placeholder: '1234 AB'}}},
          {
            name: 'dutch-postcode',
            extends: 'postcode',
            defaultOptions: {props: {placeholder: 'e.g. 1234 AB', pattern: '\\d{4} ?[A-Z]{2}'}},
          },
        ],
      },
    ],
  });
  const props = fields[0]!.props!;
  assert.equal(props.label, 'Your postcode', "the field's label wins over the parent's");
  assert.equal(props.placeholder, 'e.g. 1234 AB', "the type's placeholder wins over its parent's");
  assert.equal(props.pattern, '\\d{4} ?[A-Z]{2}', "the type's own default");
  assert.equal(props.required, true, 'added by the field without losing the rest');
});
