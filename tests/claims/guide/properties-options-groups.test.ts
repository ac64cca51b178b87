/**
 * Claim of docs/guide/properties-options.mdx on the props default, run against @ngx-formly/core 7.1.0:
 * a group without a key has no control of its own, typed or not (found by an independent audit).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm} from '../support/formly';

test('a key-less group with a type keeps props {}, having no control of its own [guide/properties-options#props-default-disabled]', () => {
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
