/**
 * Claims of docs/ui/ionic.mdx ("OK and Cancel in the select's alert") that need no browser,
 * run against @ngx-formly/core and @ngx-formly/ionic 7.1.0. What the alert shows runs in
 * Chromium: tests/browser/claims/ionic.spec.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, loadPackage} from '../support/formly';
import type * as IonicKit from '../../../demos/node_modules/@ngx-formly/ionic';

const ionic = loadPackage<typeof IonicKit>('@ngx-formly/ionic');

/** The page's set-up: the kit, then a type default that names both buttons of every select. */
const configs = [
  ...ionic.withFormlyIonic(),
  {types: [{name: 'select', defaultOptions: {props: {okText: 'OK', cancelText: 'Cancel'}}}]},
];

test("the type default keeps the kit's select type and gives every select both texts", () => {
  const built = buildForm([{key: 'size', type: 'select', props: {options: []}}], {configs});
  assert.equal((built.config.getType('select', true).component as {name: string}).name, 'FormlyFieldSelect');
  assert.equal(built.fields[0]!.props!['okText'], 'OK');
  assert.equal(built.fields[0]!.props!['cancelText'], 'Cancel');
});

test("a field's own okText and cancelText win over the type default", () => {
  const built = buildForm([{key: 'size', type: 'select', props: {options: [], okText: 'Choose', cancelText: 'Back'}}], {
    configs,
  });
  assert.equal(built.fields[0]!.props!['okText'], 'Choose');
  assert.equal(built.fields[0]!.props!['cancelText'], 'Back');
});
