/**
 * Claims of docs/examples/bootstrap-specific/bootstrap-horizontal.mdx (and the comment of its
 * app.ts), run against @ngx-formly/core and @ngx-formly/bootstrap 7.1.0 with the demo's own fields.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formly, loadPackage} from '../support/formly';
import {demoApp, RenderedType} from '../support/examples-extra';
import type * as BootstrapKit from '../../../demos/node_modules/@ngx-formly/bootstrap';

const bootstrap = loadPackage<typeof BootstrapKit>('@ngx-formly/bootstrap');

test("each field's wrappers: ['horizontal'] replaces the type's default form-field wrapper [examples/bootstrap-horizontal#field-s-wrappers-replaces-type]", () => {
  const {fields} = buildForm(
    [
      ...demoApp('bootstrap-specific/bootstrap-horizontal').fields,
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
  const nickname = fields.pop()!;
  for (const field of fields) {
    assert.deepEqual(field.wrappers, ['horizontal'], `form-field is not kept on ${String(field.key)}`);
  }
  assert.deepEqual(nickname.wrappers, ['form-field'], "the kit's input type brings form-field");
});
