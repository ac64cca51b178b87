/**
 * Claims of docs/examples/other/nested-formly-forms.mdx (and the comments of its app.ts), run
 * against @ngx-formly/core 7.1.0 with the example's fields.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, forms, type FormlyFieldConfig} from '../support/formly';
import {connectToModel} from '../support/examples-extra';

function sponsorForm() {
  const fields: FormlyFieldConfig[] = [
    {
      key: 'company',
      props: {label: 'Company'},
      fieldGroup: [
        {key: 'name', type: 'input', props: {label: 'Name', required: true}},
        {key: 'website', type: 'input', props: {type: 'url', label: 'Website'}},
      ],
    },
    {
      key: 'contact',
      props: {label: 'Contact person'},
      fieldGroup: [
        {key: 'fullName', type: 'input', props: {label: 'Full name', required: true}},
        {
          key: 'reachable',
          fieldGroup: [
            {key: 'email', type: 'input', props: {type: 'email', label: 'E-mail'}},
            {key: 'phone', type: 'input', props: {type: 'tel', label: 'Phone'}},
          ],
        },
      ],
    },
    {props: {label: 'Billing'}, fieldGroup: [{key: 'billing.vatNumber', type: 'input', props: {label: 'VAT number'}}]},
  ];
  const built = buildForm(fields, {model: {company: {name: 'Lumen Labs'}}});
  const connect = (field: FormlyFieldConfig): void => {
    connectToModel(field);
    field.fieldGroup?.forEach(connect);
  };
  built.fields.forEach(connect);
  return built;
}

test('a group with a key edits a nested object and becomes a nested FormGroup, as deep as the model goes', () => {
  const built = sponsorForm();
  assert.ok(built.form.get('company') instanceof forms.FormGroup);
  assert.ok(built.form.get('contact.reachable') instanceof forms.FormGroup);
  built.form.get('company.website')!.setValue('https://lumen.example');
  built.form.get('contact.reachable.email')!.setValue('ines@lumen.example');
  assert.deepEqual(built.model['company'], {name: 'Lumen Labs', website: 'https://lumen.example'});
  assert.deepEqual(built.model['contact'], {reachable: {email: 'ines@lumen.example'}});
});

test('a group without a key only arranges fields; a dotted key reaches into the model and creates model.billing.vatNumber', () => {
  const built = sponsorForm();
  assert.equal(built.fields[2]!.formControl, built.form, 'no FormGroup of its own');
  const vat = built.fields[2]!.fieldGroup![0]!.formControl!;
  vat.setValue('PT123456789');
  assert.deepEqual(built.model['billing'], {vatNumber: 'PT123456789'});
});
