/**
 * Claims of docs/examples/field-options/default-value.mdx (and the comments of its app.ts),
 * run against @ngx-formly/core 7.1.0 with the demo's own fields and model.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel} from '../support/formly';
import {demoApp} from '../support/examples-extra';

/** The demo's own fields, with `model` (by default the demo's own model). */
function build(model?: Record<string, unknown>) {
  const app = demoApp('field-options/default-value');
  return buildForm(app.fields, {model: model ?? app.model, configs: [{types: [{name: 'radio'}]}]});
}

test('Formly writes the defaults into the model as the form is built; the model wins over defaultValue [examples/default-value#model-wins-over-defaultvalue]', () => {
  const {model, form} = build();
  assert.deepEqual(model, {
    digest: 'weekly',
    channel: 'email',
    quietHours: {from: '22:00', to: '07:00'},
    mentionsOnly: false,
  });
  assert.equal(form.get('digest')!.value, 'weekly', '"Every week" is selected');
});

test('a group default ({}) is filled in by its fields, giving a nested object not written in the model [examples/default-value#model-wins-over-defaultvalue]', () => {
  const {model} = build({});
  assert.deepEqual(model['quietHours'], {from: '22:00', to: '07:00'});
});

test('undefined is a gap, null is a value: a property set to null keeps the field empty [examples/default-value#model-wins-over-defaultvalue, examples/default-value#undefined-gap-null-value-without]', () => {
  const {model, form} = build({channel: null, digest: undefined});
  assert.equal(model['channel'], null);
  assert.equal(form.get('channel')!.value, null);
  assert.equal(model['digest'], 'daily');
});

test('defaults come back after hiding: a field shown again without a value gets its default once more [examples/default-value#model-wins-over-defaultvalue]', () => {
  const built = buildForm(
    [
      {key: 'custom', type: 'checkbox'},
      {key: 'from', type: 'input', defaultValue: '22:00', expressions: {hide: '!model.custom'}},
    ],
    {model: {custom: true}},
  );
  assert.equal(built.model['from'], '22:00');
  built.form.get('from')!.setValue('23:30');
  built.model['from'] = '23:30';
  changeModel(built, {custom: false});
  assert.equal('from' in built.model, false, 'cleared while hidden');
  changeModel(built, {custom: true});
  assert.equal(built.model['from'], '22:00');
  assert.equal(built.form.get('from')!.value, '22:00');
});

test('without defaultValue an untouched checkbox leaves the property out of the model [examples/default-value#undefined-gap-null-value-without]', () => {
  const {model} = buildForm([{key: 'mentionsOnly', type: 'checkbox'}]);
  assert.equal('mentionsOnly' in model, false);
});
