/**
 * Claims of docs/examples/advanced/tabs.mdx, run against @ngx-formly/core 7.1.0 with the demo's
 * own fields and model (app.ts). That inactive panels are hidden with the hidden attribute is a
 * rendering claim, driven in Chromium by tests/browser/demo-interactions/examples.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, type FormlyFieldConfig} from '../support/formly';
import {demoApp, demoSource, exampleKits} from '../support/examples-extra';

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

test('press Save product with the SKU still empty: the General tab\'s title gets the word "check" (a red badge in Bootstrap) [examples/tabs#invalid-tab-title-gets-check]', () => {
  // The demo's own type (tabs-type.ts): its hasErrors decides whether a title shows "check".
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {TabsType} = require('../../../demos/src/examples/advanced/tabs/tabs-type.ts') as {
    TabsType: new () => {field: FormlyFieldConfig; hasErrors(tab: FormlyFieldConfig): boolean};
  };
  const built = productForm();
  const tabs = new TabsType();
  tabs.field = built.fields[0]!;
  const [general] = tabs.field.fieldGroup!;
  assert.equal(built.form.get('sku')!.value, undefined, 'the SKU starts empty');
  assert.equal(tabs.hasErrors(general!), false, 'nothing is flagged before the reader saves');
  built.form.markAllAsTouched(); // what save() does on Save product
  assert.equal(tabs.hasErrors(general!), true);
  const template = demoSource('advanced/tabs', 'tabs-type.ts');
  assert.match(template, /@if \(hasErrors\(tab\)\) \{\s*<span class="badge text-bg-danger[^"]*">check<\/span>/);
  // In every kit the page offers the word stays; the badge classes are Bootstrap's only.
  const example = exampleKits('advanced/tabs');
  assert.ok(example.kits.length > 1, 'the page offers several kits');
  for (const kit of example.kits) {
    const code = example.file(kit, 'tabs-type.ts');
    assert.match(code, /@if \(hasErrors\(tab\)\) \{\s*<span[^>]*>check<\/span>/, kit);
    assert.equal(/class="badge text-bg-danger/.test(code), kit === 'bootstrap', `${kit}: a red badge`);
  }
  built.form.get('sku')!.setValue('PACK-28');
  assert.equal(tabs.hasErrors(general!), false, 'the mark goes once the tab is valid');
});
