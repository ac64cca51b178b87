/**
 * Claims of docs/examples/bootstrap-specific/bootstrap-horizontal.mdx (and the comment of its
 * app.ts), run against @ngx-formly/core and @ngx-formly/bootstrap 7.1.0 with the demo's own fields.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formly, loadPackage, optionsWithViewContainer} from '../support/formly';
import {demoApp, demoSource, RenderedType} from '../support/examples-extra';
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

test("Bootstrap's checkbox type sets hideLabel: true by default, so the demo's checkbox has it without its own, and the wrapper then offsets it; the field's own hideLabel changes nothing [examples/bootstrap-horizontal#checkbox-defaults-hidelabel]", () => {
  const build = (withOwn: boolean) => {
    const fields = demoApp('bootstrap-specific/bootstrap-horizontal').fields;
    const box = fields.find((field) => field.type === 'checkbox')!;
    assert.equal(box.props!.hideLabel, true, "the demo's field sets it");
    if (!withOwn) {
      delete box.props!.hideLabel;
    }
    // With a view container, as <formly-form> gives it: Formly reads a type's defaultOptions
    // from an instance of its component.
    const built = buildForm(fields, {
      options: optionsWithViewContainer(),
      configs: [
        formly.withFormlyFieldExpression(),
        ...bootstrap.withFormlyBootstrap(),
        {wrappers: [{name: 'horizontal', component: RenderedType}]},
      ],
    });
    return built.fields.find((field) => field.type === 'checkbox')!.props!;
  };
  assert.equal(build(false).hideLabel, true, "the kit's default");
  assert.deepEqual(build(true), build(false));
  const wrapper = demoSource('bootstrap-specific/bootstrap-horizontal', 'horizontal-wrapper.ts');
  assert.match(wrapper, /\[class\.offset-sm-4\]="!props\.label \|\| props\.hideLabel"/);
});
