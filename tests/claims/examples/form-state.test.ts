/**
 * Claims of docs/examples/form-options/form-state.mdx (and the comments of its app.ts), run
 * against @ngx-formly/core 7.1.0: the demo's own fields, model and options in a real <formly-form> component.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {demoApp, exampleKits, startFormlyForm} from '../support/examples-extra';
import {isKitClass} from '../../../lib/kit-code';

/** The demo's own fields, model and options (app.ts). */
function invoiceForm() {
  const {fields, model, options} = demoApp('form-options/form-state');
  return startFormlyForm(fields, {model, options});
}

test('string expressions see formState, functions reach it as field.options.formState', () => {
  const {fields, form} = invoiceForm();
  assert.equal(fields[1]!.props!.label, 'Amount in EUR');
  assert.equal(form.disabled, false);
});

test('<formly-form> watches formState: assigning a property re-runs the expressions, with no further call [examples/form-state#formly-form-watches-formstate-deeply]', () => {
  const {fields, form, model, options, destroy} = invoiceForm();
  options.formState.locked = true;
  assert.deepEqual(
    fields.map((field) => field.formControl!.disabled),
    [true, true, true],
    'the three fields lock',
  );
  options.formState.currency = 'JPY';
  assert.equal(fields[1]!.props!.label, 'Amount in JPY');
  assert.deepEqual(model, {customer: 'Northwind Traders', amount: 1250, dueInDays: 30}, 'the model stays the same');
  assert.equal(form.disabled, true);
  destroy();
});

test('nested plain objects present at build are watched too [examples/form-state#formly-form-watches-formstate-deeply]', () => {
  const {fields, options} = startFormlyForm(
    [{key: 'amount', type: 'input', expressions: {'props.label': 'formState.display.currency'}}],
    {options: {formState: {display: {currency: 'EUR'}}}},
  );
  options.formState.display.currency = 'USD';
  assert.equal(fields[0]!.props!.label, 'USD');
});

test('a property added to formState later is not watched until options.detectChanges(field) runs [examples/form-state#formly-form-watches-formstate-deeply]', () => {
  const {component, fields, options} = startFormlyForm(
    [{key: 'amount', type: 'input', expressions: {'props.label': 'formState.currency'}}],
    {options: {formState: {}}},
  );
  options.formState.currency = 'USD';
  assert.equal(fields[0]!.props!.label, undefined);
  options.detectChanges!(component.field);
  assert.equal(fields[0]!.props!.label, 'USD');
});

test('the "Invoice sent" box is a checkbox in every kit the page offers, drawn as a switch (form-switch) in the Bootstrap version only; no other kit has that class [examples/form-state#lock-box-switch-in-bootstrap-only]', () => {
  const example = exampleKits('form-options/form-state');
  assert.ok(example.kits.length > 1, 'the page offers several kits');
  for (const kit of example.kits) {
    const html = example.file(kit, 'app.html');
    const box = /<div([^>]*)>\s*<input\s[^>]*id="lock-invoice"[^>]*>/.exec(html);
    assert.ok(box, `${kit}: the lock box and its container`);
    assert.match(box[0], /type="checkbox"/, `${kit}: a checkbox`);
    assert.equal(/\bform-switch\b/.test(box[1]!), kit === 'bootstrap', `${kit}: drawn as a switch`);
    assert.equal(isKitClass('form-switch', kit), kit === 'bootstrap', `${kit}: form-switch in the kit's stylesheet`);
  }
});
