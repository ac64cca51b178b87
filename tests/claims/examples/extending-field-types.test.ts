/**
 * Claims of docs/examples/advanced/extending-field-types.mdx, run against @ngx-formly/core 7.1.0
 * and the kits the page offers (their feature functions and form-field templates), with the
 * demo's RatingType and each kit's version of its file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formly} from '../support/formly';
import {exampleKits} from '../support/examples-extra';
import {firstTemplate, shippedBundles} from '../support/kit-configs';
import {RatingType} from '../../../demos/src/examples/advanced/extending-field-types/rating-type';

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

/** The kits the page's kit switcher offers, with each kit's version of the demo's files. */
const example = exampleKits('advanced/extending-field-types');

test("the rating keeps the radio type's form-field wrapper, which shows the label and the error message in every kit but Ionic; Ionic's shows the error only, and the group's aria-label names the rating [examples/extending-field-types#rating-keeps-radio-wrappers]", () => {
  assert.ok(example.kits.length > 1, 'the page offers several kits');
  for (const kit of example.kits) {
    const bundles = shippedBundles(kit);
    // The kit's radio type, as its bundle registers it; the demo's rating extends it.
    const radioWrappers = /name: 'radio',\s*component: \w+,\s*wrappers: (\[[^\]]*\])/.exec(
      bundles.get('radio') ?? '',
    )?.[1];
    assert.ok(radioWrappers, `${kit}: the radio registration`);
    const {fields} = buildForm([{key: 'previousOrder', type: 'rating', props: {label: 'How was your last order?'}}], {
      configs: [
        {
          types: [
            {name: 'radio', wrappers: JSON.parse(radioWrappers.replace(/'/g, '"')) as string[]},
            {name: 'rating', extends: 'radio', component: RatingType},
          ],
        },
      ],
    });
    assert.deepEqual(fields[0]!.wrappers, ['form-field'], `${kit}: the radio type's wrappers`);
    const wrapper = firstTemplate(bundles.get('form-field'));
    assert.match(wrapper, /formly-validation-message/, `${kit}: the error message`);
    assert.equal(/props\.label/.test(wrapper), kit !== 'ionic', `${kit}: the label`);
    // The doc comment's "as the radio type's own component does": the kit's radio reads its options through the pipe.
    assert.match(
      firstTemplate(bundles.get('radio')),
      /props\.options \| formlySelectOptions: field \| async/,
      `${kit}: radio`,
    );
  }
  const rating = example.file('ionic', 'rating-type.ts');
  assert.match(rating, /role="radiogroup" \[attr\.aria-label\]="props\.label"/);
  // The doc comment: through extends it keeps the wrapper only; the options it reads itself.
  for (const kit of example.kits) {
    assert.match(
      example.file(kit, 'rating-type.ts'),
      /@for \(option of props\.options \| formlySelectOptions: field \| async;/,
      kit,
    );
  }
  assert.doesNotMatch(rating, /\{\{\s*props\.label\s*\}\}/, 'the rating shows no label of its own');
});

test("in every kit the example is offered in, the radio inputs and their text labels carry a class that the component's own styles hide visually [examples/extending-field-types#stars-hidden-every-kit]", () => {
  assert.ok(example.kits.length > 1, 'the page offers several kits');
  for (const kit of example.kits) {
    const code = example.file(kit, 'rating-type.ts');
    const input = /<input\s[^>]*type="radio"[^>]*>/.exec(code)?.[0] ?? '';
    const inputClass = /\bclass="([\w-]+)"/.exec(input)?.[1];
    assert.ok(inputClass, `${kit}: the radio input has a class`);
    assert.match(
      code,
      new RegExp(`<span class="${inputClass}">\\{\\{ option\\.label \\}\\}</span>`),
      `${kit}: the text label`,
    );
    const rule = new RegExp(`\\.${inputClass}\\s*\\{([^}]*)\\}`).exec(
      /\bstyles:\s*`([^`]*)`/.exec(code)?.[1] ?? '',
    )?.[1];
    assert.ok(rule, `${kit}: the component's own styles define .${inputClass}`);
    assert.match(rule, /position:\s*absolute/);
    assert.match(rule, /clip:\s*rect\(0 0 0 0\)/);
    assert.match(rule, /overflow:\s*hidden/);
  }
});
