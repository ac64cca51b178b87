/**
 * Claims of docs/guide/custom-formly-wrapper.mdx, run against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formly} from '../support/formly';
import {renderWithContainers} from '../support/guide-extra';

class LegendBoxWrapper extends formly.FieldWrapper {}
class CharBudgetWrapper extends formly.FieldWrapper {}
class TextareaType extends formly.FieldType {}

test("wrappers render from the outside in: each inside the previous one's fieldComponent, the type innermost [guide/custom-formly-wrapper#wrappers-render-outside]", () => {
  const built = buildForm([{key: 'bio', type: 'bio', wrappers: ['legend-box', 'char-budget']}], {
    configs: [
      {
        types: [{name: 'bio', component: TextareaType}],
        wrappers: [
          {name: 'legend-box', component: LegendBoxWrapper},
          {name: 'char-budget', component: CharBudgetWrapper},
        ],
      },
    ],
  });
  const {log, instances, container} = renderWithContainers(built, built.fields[0]!);
  assert.deepEqual(log, ['formly-field > LegendBoxWrapper']);
  instances['LegendBoxWrapper']!.fieldComponent = container('legend-box #fieldComponent');
  assert.deepEqual(log, ['formly-field > LegendBoxWrapper', 'legend-box #fieldComponent > CharBudgetWrapper']);
  instances['CharBudgetWrapper']!.fieldComponent = container('char-budget #fieldComponent');
  assert.deepEqual(log, [
    'formly-field > LegendBoxWrapper',
    'legend-box #fieldComponent > CharBudgetWrapper',
    'char-budget #fieldComponent > TextareaType',
  ]);
});

test('the container does not have to exist from the start: the wrapped content is rendered when fieldComponent appears [guide/custom-formly-wrapper#wrappers-render-outside]', () => {
  const built = buildForm([{key: 'bio', type: 'bio', wrappers: ['legend-box']}], {
    configs: [
      {
        types: [{name: 'bio', component: TextareaType}],
        wrappers: [{name: 'legend-box', component: LegendBoxWrapper}],
      },
    ],
  });
  const {log, instances, container} = renderWithContainers(built, built.fields[0]!);
  assert.deepEqual(log, ['formly-field > LegendBoxWrapper'], 'nothing inside while there is no container');
  instances['LegendBoxWrapper']!.fieldComponent = container('inside @if');
  assert.deepEqual(log, ['formly-field > LegendBoxWrapper', 'inside @if > TextareaType']);
});

test("a wrapper registered with types is appended to the type's list; a type registered after it with its own wrappers replaces the list [guide/custom-formly-wrapper#wrapper-set-through-type-option]", () => {
  const wrapperFirst = buildForm(
    [
      {key: 'a', type: 'textarea'},
      {key: 'b', type: 'later'},
    ],
    {
      configs: [
        {types: [{name: 'textarea', component: TextareaType, wrappers: ['form-field']}]},
        {
          wrappers: [
            {name: 'form-field', component: LegendBoxWrapper},
            {name: 'char-budget', component: CharBudgetWrapper, types: ['textarea', 'later']},
          ],
        },
        {types: [{name: 'later', component: TextareaType, wrappers: ['form-field']}]},
      ],
    },
  );
  assert.deepEqual(wrapperFirst.fields[0]!.wrappers, ['form-field', 'char-budget'], 'innermost, around the control');
  assert.deepEqual(wrapperFirst.fields[1]!.wrappers, ['form-field'], "the later type's declaration replaced it");
});

test("wrappers on the field replace the type's; a wrapper class works without registration [guide/custom-formly-wrapper#wrappers-field-replaces-type-s]", () => {
  const built = buildForm(
    [
      {key: 'a', type: 'textarea', wrappers: ['legend-box']},
      {key: 'b', type: 'textarea', wrappers: [LegendBoxWrapper]},
    ],
    {
      configs: [
        {
          types: [{name: 'textarea', component: TextareaType, wrappers: ['form-field']}],
          wrappers: [
            {name: 'form-field', component: CharBudgetWrapper},
            {name: 'legend-box', component: LegendBoxWrapper},
          ],
        },
      ],
    },
  );
  assert.deepEqual(built.fields[0]!.wrappers, ['legend-box']);
  const {log, instances, container} = renderWithContainers(built, built.fields[1]!);
  instances['LegendBoxWrapper']!.fieldComponent = container('legend-box #fieldComponent');
  assert.deepEqual(log, ['formly-field > LegendBoxWrapper', 'legend-box #fieldComponent > TextareaType']);
});
