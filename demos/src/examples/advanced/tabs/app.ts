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
  model = { name: 'Trail backpack 28 L' };

  readonly fields: FormlyFieldConfig[] = [
    {
      type: 'tabs',
      // Each child group is one tab. The groups have no key, so all fields
      // still write to the top level of the model.
      fieldGroup: [
        {
          props: { label: 'General' },
          fieldGroup: [
            { key: 'name', type: 'input', props: { label: 'Product name', required: true } },
            { key: 'sku', type: 'input', props: { label: 'SKU', required: true } },
          ],
        },
        {
          props: { label: 'Pricing' },
          fieldGroup: [
            {
              key: 'price',
              type: 'input',
              props: { type: 'number', label: 'Price (€)', required: true, min: 0 },
            },
            {
              key: 'vatRate',
              type: 'select',
              defaultValue: 21,
              props: {
                label: 'VAT rate',
                options: [
                  { value: 21, label: 'Standard (21 %)' },
                  { value: 9, label: 'Reduced (9 %)' },
                  { value: 0, label: 'Exempt' },
                ],
              },
            },
          ],
        },
        {
          props: { label: 'Shipping' },
          fieldGroup: [
            {
              key: 'weightKg',
              type: 'input',
              props: { type: 'number', label: 'Weight (kg)', min: 0 },
            },
            { key: 'international', type: 'checkbox', props: { label: 'Ships abroad' } },
          ],
        },
      ],
    },
  ];

  save(): void {
    // Touching everything makes the tab titles show where errors are.
    this.form.markAllAsTouched();
  }
}
