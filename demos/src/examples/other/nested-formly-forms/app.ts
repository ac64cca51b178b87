import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model = { company: { name: 'Lumen Labs' } };

  readonly fields: FormlyFieldConfig[] = [
    {
      // A group with a key edits a nested object of the model: model.company.
      key: 'company',
      wrappers: ['card'],
      props: { label: 'Company' },
      fieldGroup: [
        { key: 'name', type: 'input', props: { label: 'Name', required: true } },
        { key: 'website', type: 'input', props: { type: 'url', label: 'Website' } },
      ],
    },
    {
      key: 'contact',
      wrappers: ['card'],
      props: { label: 'Contact person' },
      fieldGroup: [
        { key: 'fullName', type: 'input', props: { label: 'Full name', required: true } },
        {
          // Groups nest as deep as the model does: model.contact.reachable.
          key: 'reachable',
          fieldGroupClassName: 'row',
          fieldGroup: [
            {
              key: 'email',
              type: 'input',
              className: 'col-sm-6',
              props: { type: 'email', label: 'E-mail' },
            },
            {
              key: 'phone',
              type: 'input',
              className: 'col-sm-6',
              props: { type: 'tel', label: 'Phone' },
            },
          ],
        },
      ],
    },
    {
      // A group without a key only arranges fields; a dotted key reaches into
      // the model directly and creates model.billing.vatNumber.
      wrappers: ['card'],
      props: { label: 'Billing' },
      fieldGroup: [{ key: 'billing.vatNumber', type: 'input', props: { label: 'VAT number' } }],
    },
  ];
}
