/**
 * Claims of docs/guide/migration.mdx about behaviour that changed or stayed in v7, run
 * against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, type FormlyFieldConfig} from '../support/formly';
import {controlElement} from '../support/guide-extra';

test('the underscore helpers _markForCheck, _buildForm and _checkField are gone from the form options; detectChanges, build and checkExpressions replace them', () => {
  const {options} = buildForm([{key: 'coupon', type: 'input'}]);
  const members = options as Record<string, unknown>;
  assert.deepEqual(
    ['_markForCheck', '_buildForm', '_checkField'].filter((name) => name in members),
    [],
  );
  assert.deepEqual(
    ['detectChanges', 'build', 'checkExpressions'].map((name) => typeof members[name]),
    ['function', 'function', 'function'],
  );
});

test('the v6 deprecations still work: templateOptions, hideExpression and expressionProperties (which receives model, formState, field)', () => {
  const received: unknown[][] = [];
  const built = buildForm(
    [
      {key: 'hasDiscount', type: 'checkbox'},
      {
        key: 'code',
        type: 'input',
        templateOptions: {label: 'Discount code'},
        hideExpression: '!model.hasDiscount',
        expressionProperties: {
          'templateOptions.required': (
            model: Record<string, unknown>,
            formState: unknown,
            field: FormlyFieldConfig,
          ) => {
            received.push([model, formState, field]);
            return model['hasDiscount'] === true;
          },
        },
      } as FormlyFieldConfig,
    ],
    {model: {hasDiscount: false}, options: {formState: {shop: 'eu'}}},
  );
  const code = built.fields[1]!;
  assert.equal(code.props!.label, 'Discount code', 'templateOptions is props');
  assert.equal(code.hide, true);
  changeModel(built, {hasDiscount: true});
  assert.equal(code.hide, false);
  assert.equal(code.props!.required, true);
  const [model, formState, field] = received.at(-1)!;
  assert.equal(model, built.model);
  assert.deepEqual(formState, {shop: 'eu'});
  assert.equal(field, code);
});

test('a function in expressions receives the field', () => {
  let received: unknown;
  const built = buildForm([
    {
      key: 'code',
      type: 'input',
      expressions: {
        'props.required': (field: FormlyFieldConfig) => {
          received = field;
          return field.model?.hasDiscount === true;
        },
      },
    },
  ]);
  assert.equal(received, built.fields[0]);
});

test('props.wheel is a DOM event handler like the others: attached to the control element, called with the field and the event', () => {
  const calls: unknown[][] = [];
  const {fields} = buildForm([
    {
      key: 'amount',
      type: 'input',
      props: {wheel: (field: FormlyFieldConfig, event: unknown) => calls.push([field, event])},
    },
  ]);
  const element = controlElement(fields[0]!);
  assert.ok(element.listened.includes('wheel'));
  element.dispatch('wheel', 'wheel-event');
  assert.deepEqual(calls, [[fields[0], 'wheel-event']]);
});
