import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface ShippingDestination {
  country?: string;
  carrier: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: ShippingDestination = { carrier: 'post' };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'country',
      type: 'native-select',
      props: {
        label: 'Ship to',
        placeholder: 'Select a country',
        required: true,
        // Grouped options become <optgroup> elements of the native list.
        options: [
          { value: 'CA', label: 'Canada', group: 'Americas' },
          { value: 'MX', label: 'Mexico', group: 'Americas' },
          { value: 'FR', label: 'France', group: 'Europe' },
          { value: 'NO', label: 'Norway', group: 'Europe' },
          { value: 'JP', label: 'Japan', group: 'Asia' },
        ],
      },
    },
    {
      key: 'carrier',
      type: 'native-select',
      props: {
        label: 'Carrier',
        options: [
          { value: 'post', label: 'National post' },
          { value: 'courier', label: 'Courier, tracked' },
        ],
      },
    },
  ];
}
