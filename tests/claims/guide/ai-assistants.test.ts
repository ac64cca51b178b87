/**
 * Claims of docs/guide/ai-assistants.mdx about Formly itself, run against @ngx-formly/core 7.1.0.
 * The MCP server, the schemas and the skills have their own tests (tests/mcp, tests/unit).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, type FormlyFieldConfig} from '../support/formly';
import {attributesDirective} from '../support/api-extra';
import {migrateFields} from '../../../mcp/src/migrate';

test('of the keys the schemas mark deprecated, Formly 7.1.0 still reads templateOptions, expressionProperties and hideExpression, but not the props minlength and maxlength: no validator, no attribute [guide/ai-assistants#formly-reads-three-not-minlength]', () => {
  const built = buildForm(
    [
      {key: 'vip', type: 'checkbox'},
      {
        key: 'code',
        type: 'input',
        templateOptions: {label: 'Code', minlength: 3, maxlength: 4},
        hideExpression: (model: Record<string, unknown>) => model['vip'] !== true,
        expressionProperties: {'templateOptions.required': (model: Record<string, unknown>) => model['vip'] === true},
      } as FormlyFieldConfig,
    ],
    {model: {vip: false}},
  );
  const code = built.fields[1]!;
  assert.equal(code.props!.label, 'Code', 'templateOptions is read as props');
  assert.equal(code.hide, true, 'hideExpression is read');
  changeModel(built, {vip: true});
  assert.equal(code.hide, false);
  assert.equal(code.props!.required, true, 'expressionProperties is read');
  const control = built.form.get('code')!;
  control.setValue('a');
  assert.deepEqual(control.errors, null, 'minlength: 3 turns on no validator');
  control.setValue('abcdefgh');
  assert.deepEqual(control.errors, null, 'maxlength: 4 turns on no validator');
  const {attributes, check} = attributesDirective(code);
  check();
  assert.equal(attributes['minlength'], undefined);
  assert.equal(attributes['maxlength'], undefined);
  assert.equal(attributes['required'], 'required', 'the attribute directive does write what it reads');
});

test('migrate_config moves templateOptions to props, a string hideExpression to expressions.hide and a boolean one to hide (which Formly 7.1.0 treats the same), expressionProperties to expressions with props paths, and minlength/maxlength to minLength/maxLength [guide/ai-assistants#migrate-config-moves-keys]', () => {
  const {fields} = migrateFields([
    {
      key: 'code',
      type: 'input',
      templateOptions: {label: 'Code', minlength: 2, maxlength: 4},
      validation: {messages: {minlength: 'Too short', maxlength: 'Too long'}},
      hideExpression: '!model.on',
      expressionProperties: {'templateOptions.required': 'model.on'},
    },
    {key: 'gone', type: 'input', hideExpression: true},
    {key: 'shown', type: 'input', hideExpression: false},
  ]);
  assert.deepEqual(fields, [
    {
      key: 'code',
      type: 'input',
      props: {label: 'Code', minLength: 2, maxLength: 4},
      validation: {messages: {minLength: 'Too short', maxLength: 'Too long'}},
      expressions: {hide: '!model.on', 'props.required': 'model.on'},
    },
    {key: 'gone', type: 'input', hide: true},
    {key: 'shown', type: 'input', hide: false},
  ]);
  // Formly 7.1.0 renders a boolean hideExpression as the hide it is migrated to.
  for (const value of [true, false]) {
    const before = buildForm([{key: 'a', type: 'input', hideExpression: value} as FormlyFieldConfig]);
    const after = buildForm([{key: 'a', type: 'input', hide: value}]);
    assert.equal(!!before.fields[0]!.hide, value);
    assert.equal(!!after.fields[0]!.hide, value);
    assert.equal(!!before.form.get('a'), !!after.form.get('a'), `hideExpression: ${value}: the same control`);
  }
});
