/**
 * Claims of docs/examples/bootstrap-specific/bootstrap-horizontal.mdx (and the comment of its
 * app.ts), run against @ngx-formly/core and @ngx-formly/bootstrap 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formly, loadPackage} from '../support/formly';
import {RenderedType} from '../support/examples-extra';
import type * as BootstrapKit from '../../../demos/node_modules/@ngx-formly/bootstrap';

const bootstrap = loadPackage<typeof BootstrapKit>('@ngx-formly/bootstrap');

test("each field's wrappers: ['horizontal'] replaces the type's default form-field wrapper", () => {
  const {fields} = buildForm(
    [
      {key: 'displayName', type: 'input', wrappers: ['horizontal'], props: {label: 'Display name', required: true}},
      {key: 'nickname', type: 'input', props: {label: 'Without the wrapper'}},
    ],
    {
      configs: [
        formly.withFormlyFieldExpression(),
        ...bootstrap.withFormlyBootstrap(),
        {wrappers: [{name: 'horizontal', component: RenderedType}]},
      ],
    },
  );
  assert.deepEqual(fields[0]!.wrappers, ['horizontal'], 'form-field is not kept');
  assert.deepEqual(fields[1]!.wrappers, ['form-field'], "the kit's input type brings form-field");
});
