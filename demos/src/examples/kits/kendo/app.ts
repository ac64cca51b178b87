import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface EquipmentLoan {
  employee?: string;
  device?: string;
  quantity: number;
  period: string;
  purpose?: string;
  careAgreement?: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: EquipmentLoan = { quantity: 1, period: 'week' };
  requested = false;

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'employee',
      type: 'input',
      props: { label: 'Employee ID', required: true, description: 'On the back of your badge.' },
    },
    {
      key: 'device',
      type: 'select',
      props: {
        label: 'Device',
        required: true,
        options: [
          { value: 'laptop', label: 'Laptop' },
          { value: 'tablet', label: 'Tablet' },
          { value: 'projector', label: 'Portable projector' },
        ],
      },
    },
    { key: 'quantity', type: 'number', props: { label: 'Quantity', min: 1, max: 5 } },
    {
      key: 'period',
      type: 'radio',
      props: {
        label: 'Loan period',
        options: [
          { value: 'day', label: 'One day' },
          { value: 'week', label: 'One week' },
          { value: 'month', label: 'One month' },
        ],
      },
    },
    {
      key: 'purpose',
      type: 'textarea',
      props: { label: 'What is it for?', attributes: { rows: 3 } },
    },
    {
      key: 'careAgreement',
      type: 'checkbox',
      props: { label: 'I will return the equipment undamaged', required: true },
    },
  ];

  request(): void {
    this.requested = this.form.valid;
  }
}
