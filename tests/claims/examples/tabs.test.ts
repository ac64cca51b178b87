/**
 * Claims of docs/examples/advanced/tabs.mdx, run against @ngx-formly/core 7.1.0 with the demo's
 * own fields and model (app.ts). That inactive panels are hidden with the hidden attribute is a
 * rendering claim, driven in Chromium by tests/browser/demo-interactions/examples.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel} from '../support/formly';
import {demoApp} from '../support/examples-extra';

/** The demo's own fields and model (app.ts). */
function productForm() {
  const {fields, model} = demoApp('advanced/tabs');
  return buildForm(fields, {model, configs: [{types: [{name: 'tabs'}]}]});
}

test("the tab groups have no key, so they share their parent's form control [examples/tabs#inactive-tabs-hidden-hidden]", () => {
  const built = productForm();
  const tabs = built.fields[0]!.fieldGroup!;
  assert.ok(tabs.every((tab) => tab.formControl === built.form));
});

test('fields of every tab stay in the form: it is valid only when every tab is [examples/tabs#inactive-tabs-hidden-hidden]', () => {
  const built = productForm();
  assert.deepEqual(Object.keys(built.form.controls), ['name', 'sku', 'price', 'vatRate', 'weightKg', 'international']);
  built.form.get('price')!.setValue(12);
  assert.equal(built.form.valid, false, 'the SKU on the General tab is empty');
  built.form.get('sku')!.setValue('MUG-01');
  assert.equal(built.form.valid, true);
});

test("Formly's hide would remove the controls, the opposite of what tabs need", () => {
  const built = buildForm(
    [{props: {label: 'General'}, expressions: {hide: 'model.otherTab'}, fieldGroup: [{key: 'sku', type: 'input'}]}],
    {model: {otherTab: false}},
  );
  assert.ok(built.form.get('sku'));
  changeModel(built, {otherTab: true});
  assert.equal(built.form.get('sku'), null);
});
