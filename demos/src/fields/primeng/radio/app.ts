import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface Checkout {
  payment?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: Checkout = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'payment',
      type: 'radio',
      props: {
        label: 'Payment method',
        required: true,
        options: [
          { value: 'card', label: 'Credit or debit card' },
          { value: 'bank', label: 'Bank transfer' },
          { value: 'invoice', label: 'Invoice (business accounts only)', disabled: true },
        ],
      },
    },
  ];
}
