/**
 * Claims of docs/examples/field-options/default-value.mdx (and the comments of its app.ts),
 * run against @ngx-formly/core 7.1.0 with the example's fields.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, type FormlyFieldConfig} from '../support/formly';

const options = (...values: string[]) => values.map((value) => ({value, label: value}));

const notificationFields = (): FormlyFieldConfig[] => [
  {
    key: 'channel',
    type: 'radio',
    defaultValue: 'email',
    props: {label: 'Send notifications by', options: options('email', 'push', 'sms')},
  },
  {
    key: 'digest',
    type: 'select',
    defaultValue: 'daily',
    props: {label: 'Summary e-mail', options: options('daily', 'weekly', 'never')},
  },
  {
    key: 'quietHours',
    defaultValue: {},
    fieldGroupClassName: 'row',
    fieldGroup: [
      {
        key: 'from',
        type: 'input',
        className: 'col-6',
        defaultValue: '22:00',
        props: {type: 'time', label: 'Quiet from'},
      },
      {
        key: 'to',
        type: 'input',
        className: 'col-6',
        defaultValue: '07:00',
        props: {type: 'time', label: 'Quiet until'},
      },
    ],
  },
  {key: 'mentionsOnly', type: 'checkbox', defaultValue: false, props: {label: 'Only notify me when I am mentioned'}},
];

const build = (model: Record<string, unknown>) =>
  buildForm(notificationFields(), {model, configs: [{types: [{name: 'radio'}]}]});

test('Formly writes the defaults into the model as the form is built; the model wins over defaultValue', () => {
  const {model, form} = build({digest: 'weekly'});
  assert.deepEqual(model, {
    digest: 'weekly',
    channel: 'email',
    quietHours: {from: '22:00', to: '07:00'},
    mentionsOnly: false,
  });
  assert.equal(form.get('digest')!.value, 'weekly', '"Every week" is selected');
});

test('a group default ({}) is filled in by its fields, giving a nested object not written in the model', () => {
  const {model} = build({});
  assert.deepEqual(model['quietHours'], {from: '22:00', to: '07:00'});
});

test('undefined is a gap, null is a value: a property set to null keeps the field empty', () => {
  const {model, form} = build({channel: null, digest: undefined});
  assert.equal(model['channel'], null);
  assert.equal(form.get('channel')!.value, null);
  assert.equal(model['digest'], 'daily');
});

test('defaults come back after hiding: a field shown again without a value gets its default once more', () => {
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

test('without defaultValue an untouched checkbox leaves the property out of the model', () => {
  const {model} = buildForm([{key: 'mentionsOnly', type: 'checkbox'}]);
  assert.equal('mentionsOnly' in model, false);
});
