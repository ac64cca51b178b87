import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface DeliveryChoice {
  speed?: string;
  packaging: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: DeliveryChoice = { packaging: 'box' };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'speed',
      type: 'radio',
      props: {
        label: 'Delivery speed',
        required: true,
        options: [
          { value: 'standard', label: 'Standard, 3–5 working days' },
          { value: 'express', label: 'Express, next working day' },
          { value: 'same-day', label: 'Same day (sold out today)', disabled: true },
        ],
      },
    },
    {
      key: 'packaging',
      type: 'radio',
      props: {
        label: 'Packaging',
        formCheck: 'inline',
        options: [
          { value: 'box', label: 'Recycled box' },
          { value: 'envelope', label: 'Padded envelope' },
        ],
      },
    },
  ];
}
