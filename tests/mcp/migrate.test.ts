/**
 * migrate_config on field configurations from the ngx-formly tracker (Formly 4 to 6), through the
 * built server: each comes out with no deprecated key and passes validate_config in its kit. Each
 * fixture is the JSON part of the configuration the thread shows (functions and service calls left
 * out, as JSON cannot carry them), with the thread's address.
 */
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {callTool, connectBuiltServer} from './built-server';

let client: Client;

before(async () => {
  client = await connectBuiltServer('migrate-test');
});

after(async () => {
  await client?.close();
});

interface TrackerConfig {
  source: string;
  kit: string;
  customTypes?: string[];
  fields: unknown[];
  /** Changes the answer must list, as `path: message` starts. */
  changes: string[];
}

const trackerConfigs: TrackerConfig[] = [
  {
    // https://github.com/ngx-formly/ngx-formly/issues/927 (custom messages with minLength)
    source: 'ngx-formly#927',
    kit: 'bootstrap',
    fields: [
      {
        key: 'test01',
        type: 'input',
        templateOptions: {label: 'Test', required: true, minLength: 5},
        validation: {messages: {minLength: 'lower than 5!'}},
      },
    ],
    changes: ['fields[0].templateOptions: templateOptions is now props.'],
  },
  {
    // https://github.com/ngx-formly/ngx-formly/issues/1206 (the reporter's fields, with the
    // expressionProperties the maintainer's answer adds to the contact field)
    source: 'ngx-formly#1206',
    kit: 'bootstrap',
    fields: [
      {
        fieldGroupClassName: 'row',
        fieldGroup: [
          {className: 'col-12', type: 'input', key: 'name', templateOptions: {label: 'Name'}},
          {
            className: 'col-12',
            type: 'input',
            key: 'contact',
            templateOptions: {label: 'Contact', required: true},
            expressionProperties: {'templateOptions.required': '!model.name'},
          },
        ],
      },
    ],
    changes: [
      'fields[0].fieldGroup[1].expressionProperties["templateOptions.required"]: "templateOptions.required" is now "props.required".',
      'fields[0].fieldGroup[1].expressionProperties: expressionProperties is now expressions.',
    ],
  },
  {
    // https://github.com/ngx-formly/ngx-formly/issues/2081 (hideExpression inside a fieldGroup; the
    // autocomplete's filter function left out, the hideExpression's closing quote restored)
    source: 'ngx-formly#2081',
    kit: 'material',
    customTypes: ['autocomplete', 'inputMask'],
    fields: [
      {
        key: 'tpe_id_tipo_embalagem',
        type: 'autocomplete',
        templateOptions: {required: false, translate: true, label: 'Tipo de embalagem', appearance: 'outline'},
      },
      {
        fieldGroupClassName: 'vimbo-formly-display-flex',
        fieldGroup: [
          {
            key: 'emb_largura',
            type: 'inputMask',
            className: 'flex-1',
            templateOptions: {
              label: 'Largura',
              translate: true,
              required: true,
              maxLength: 20,
              appearance: 'outline',
              enableWorkCount: true,
              mask: 'number',
              matSuffix: {text: 'CM'},
            },
            hideExpression: '!model.tpe_id_tipo_embalagem',
          },
        ],
      },
    ],
    changes: ['fields[1].fieldGroup[0].hideExpression: hideExpression is now expressions.hide.'],
  },
  {
    // https://github.com/ngx-formly/ngx-formly/issues/3889 (Formly 6 with PrimeNG; its first fields)
    source: 'ngx-formly#3889',
    kit: 'primeng',
    fields: [
      {
        fieldGroupClassName: 'formgrid grid mt-2',
        fieldGroup: [
          {
            className: 'field col',
            key: 'gender',
            type: 'radio',
            defaultValue: 'Female',
            templateOptions: {
              label: 'Gender :',
              required: true,
              options: [
                {value: 'Male', label: 'Male'},
                {value: 'Female', label: 'Female'},
              ],
            },
          },
          {
            className: 'field col',
            key: 'interest',
            templateOptions: {label: 'Interest :'},
            wrappers: ['form-field'],
            fieldGroup: [
              {type: 'checkbox', key: 'Movies', className: 'ui-g-12', templateOptions: {label: 'Movies'}},
              {type: 'checkbox', key: 'Cricket', className: 'ui-g-12', templateOptions: {label: 'Cricket'}},
            ],
          },
        ],
      },
    ],
    changes: ['fields[0].fieldGroup[1].fieldGroup[1].templateOptions: templateOptions is now props.'],
  },
];

/** The migrated configuration: the JSON block of the answer. */
function migratedFields(text: string): unknown[] {
  return JSON.parse(/```json title="Formly 7 configuration"\n([\s\S]*?)\n```/.exec(text)![1]!) as unknown[];
}

for (const config of trackerConfigs) {
  test(`${config.source}: the ${config.kit} configuration from the tracker comes out for Formly 7 and validates`, async () => {
    const app = config.customTypes ? {customTypes: config.customTypes} : {};
    const before = await callTool(client, 'validate_config', {kit: config.kit, fields: config.fields, ...app});
    assert.match(before.text, /^warning .*templateOptions \[schema\]/m, 'the original uses deprecated keys');

    const {text, isError} = await callTool(client, 'migrate_config', {kit: config.kit, fields: config.fields, ...app});
    assert.equal(isError, false, text);
    for (const change of config.changes) {
      assert.ok(text.includes(`\n- ${change}`), `${config.source}: lists "${change}"\n${text}`);
    }
    const migrated = JSON.stringify(migratedFields(text));
    assert.doesNotMatch(migrated, /templateOptions|hideExpression|expressionProperties/);
    assert.match(text, /\nThe check of the result: Valid: /, text);
    const after = await callTool(client, 'validate_config', {kit: config.kit, fields: migratedFields(text), ...app});
    assert.match(after.text, /^Valid/, after.text);
  });
}

test('migrate_config renames minlength and maxlength props and messages, and notes what code must change by hand [guide/ai-assistants#validator-accepts-deprecated-keys]', async () => {
  const fields = [
    {
      key: 'code',
      type: 'input',
      templateOptions: {minlength: 3, maxlength: 5},
      validation: {messages: {minlength: 'Too short'}},
      hideExpression: '!model.enabled',
    },
    {key: 'enabled', type: 'checkbox', hideExpression: false},
  ];
  const {text} = await callTool(client, 'migrate_config', {fields});
  assert.deepEqual(migratedFields(text), [
    {
      key: 'code',
      type: 'input',
      props: {minLength: 3, maxLength: 5},
      validation: {messages: {minLength: 'Too short'}},
      expressions: {hide: '!model.enabled'},
    },
    {key: 'enabled', type: 'checkbox', hide: false},
  ]);
  assert.match(text, /^Note: .*takes \(field\) alone/m);
  assert.doesNotMatch(text, /The check of the result/);
  const unchanged = await callTool(client, 'migrate_config', {fields: [{key: 'a', type: 'input', props: {}}]});
  assert.match(unchanged.text, /^Nothing to change/);
});
