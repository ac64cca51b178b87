/**
 * Claims of docs/examples/other/nested-formly-forms.mdx (and the comments of its app.ts), run
 * against @ngx-formly/core 7.1.0 with the demo's own fields and model.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, forms, type FormlyFieldConfig, watchField} from '../support/formly';
import {demoApp, demoSource, exampleKits, RenderedType} from '../support/examples-extra';

/** The demo's own fields and model (app.ts), connected to the model. */
function sponsorForm() {
  const {fields, model} = demoApp('other/nested-formly-forms');
  const built = buildForm(fields, {model, configs: [{wrappers: [{name: 'card', component: RenderedType}]}]});
  const connect = (field: FormlyFieldConfig): void => {
    watchField(field);
    field.fieldGroup?.forEach(connect);
  };
  built.fields.forEach(connect);
  return built;
}

test('a group with a key edits a nested object and becomes a nested FormGroup, as deep as the model goes [examples/nested-formly-forms#keyed-group-becomes-nested-formgroup]', () => {
  const built = sponsorForm();
  assert.ok(built.form.get('company') instanceof forms.FormGroup);
  assert.ok(built.form.get('contact.reachable') instanceof forms.FormGroup);
  built.form.get('company.website')!.setValue('https://lumen.example');
  built.form.get('contact.reachable.email')!.setValue('ines@lumen.example');
  assert.deepEqual(built.model['company'], {name: 'Lumen Labs', website: 'https://lumen.example'});
  assert.deepEqual(built.model['contact'], {reachable: {email: 'ines@lumen.example'}});
});

test('a group without a key only arranges fields; a dotted key reaches into the model and creates model.billing.vatNumber [examples/nested-formly-forms#keyed-group-becomes-nested-formgroup]', () => {
  const built = sponsorForm();
  assert.equal(built.fields[2]!.formControl, built.form, 'no FormGroup of its own');
  const vat = built.fields[2]!.fieldGroup![0]!.formControl!;
  vat.setValue('PT123456789');
  assert.deepEqual(built.model['billing'], {vatNumber: 'PT123456789'});
});

test('CardWrapper draws a group as a <fieldset> with a <legend> holding its label (styled as a card in Bootstrap) [examples/nested-formly-forms#card-wrapper-fieldset-legend]', () => {
  // The demo's own wrapper; its files in other kits differ only by the Bootstrap classes they
  // leave out (lib/kit-variants.ts), so the fieldset and legend are there in every kit.
  const template = demoSource('other/nested-formly-forms', 'card-wrapper.ts');
  assert.match(
    template,
    /<fieldset class="card[^"]*">\s*<legend class="card-header[^"]*">\{\{ props\.label \}\}<\/legend>[\s\S]*<ng-container #fieldComponent \/>[\s\S]*<\/fieldset>/,
  );
  // Every kit the page offers keeps the fieldset and legend; the card classes are Bootstrap's.
  const example = exampleKits('other/nested-formly-forms');
  assert.ok(example.kits.length > 1, 'the page offers several kits');
  for (const kit of example.kits) {
    const code = example.file(kit, 'card-wrapper.ts');
    const fieldset =
      /<fieldset([^>]*)>\s*<legend([^>]*)>\{\{ props\.label \}\}<\/legend>[\s\S]*<ng-container #fieldComponent \/>[\s\S]*<\/fieldset>/.exec(
        code,
      );
    assert.ok(fieldset, `${kit}: a fieldset with the label as its legend`);
    assert.equal(/class="card\b/.test(fieldset[1]!), kit === 'bootstrap', `${kit}: a card`);
  }
  const built = sponsorForm();
  const groups = built.fields.filter((field) => field.wrappers?.includes('card'));
  assert.deepEqual(
    groups.map((group) => [group.props!.label, group.fieldGroup!.length > 0]),
    [
      ['Company', true],
      ['Contact person', true],
      ['Billing', true],
    ],
  );
});
