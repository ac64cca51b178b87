/**
 * Claims of docs/ui/ng-zorro-antd.mdx, run against @ngx-formly/core 7.1.0. The
 * NG-ZORRO textarea template itself (`<textarea nz-input [formControl]
 * [formlyAttributes]>`, no rows binding) is a static fact its claim record
 * (ng-zorro-antd.claims.json) cites.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, elementAttributes} from '../support/formly';

test('attributes: { rows: 4 } reaches the textarea as its rows attribute, through formlyAttributes [ui/ng-zorro-antd#textarea-sample-sets-height]', () => {
  const {fields} = buildForm([
    {key: 'emails', type: 'textarea', props: {label: 'E-mail addresses', attributes: {rows: 4}, required: true}},
  ]);
  assert.equal(elementAttributes(fields[0]!)['rows'], '4');
});

test('props.rows is not an attribute formlyAttributes writes [ui/ng-zorro-antd#textarea-sample-sets-height]', () => {
  const {fields} = buildForm([{key: 'emails', type: 'textarea', props: {label: 'E-mail addresses', rows: 4}}]);
  assert.equal(elementAttributes(fields[0]!)['rows'], undefined);
});
