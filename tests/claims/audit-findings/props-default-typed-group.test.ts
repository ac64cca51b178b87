/**
 * Audit of the h/fix merge (d2e6a44), docs/guide/properties-options.mdx line 83, props Default:
 * "`{}`; a field with a form control (one with a key or a type) gets `disabled: false`, and a typed
 * field with a key also `label: ''` and `placeholder: ''`".
 * A key-less group that has a type (`type: 'formly-group'` written out, or a custom panel type around a
 * `fieldGroup`) has a type but no form control of its own, and keeps `{}`: the parenthesis should read
 * "one with a key, or a type and no fieldGroup".
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm} from '../support/formly';

test('a key-less group with a type keeps props {}', () => {
  const built = buildForm([
    {type: 'formly-group', fieldGroup: [{key: 'x', type: 'input'}]},
    {type: 'textarea', fieldGroup: [{key: 'y', type: 'input'}]},
    {type: 'input'},
  ]);
  const [explicitGroup, panel, typed] = built.fields;
  assert.equal(explicitGroup!.type, 'formly-group');
  assert.deepEqual({...explicitGroup!.props}, {});
  assert.equal(panel!.type, 'textarea');
  assert.deepEqual({...panel!.props}, {});
  // the contrast: a typed field without a key and without fieldGroup does get disabled: false
  assert.equal(typed!.props!.disabled, false);
});
