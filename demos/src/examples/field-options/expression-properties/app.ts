import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';
import { interval, map, startWith } from 'rxjs';

interface Address {
  country?: string;
  postalCode?: string;
  state?: string;
  express?: boolean;
}

const postalLabels: Record<string, string> = {
  us: 'ZIP code',
  gb: 'Postcode',
  de: 'Postleitzahl',
};

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: Address = { country: 'us' };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'country',
      type: 'select',
      props: {
        label: 'Country',
        options: [
          { value: 'us', label: 'United States' },
          { value: 'gb', label: 'United Kingdom' },
          { value: 'de', label: 'Germany' },
          { value: 'jp', label: 'Japan' },
        ],
      },
    },
    {
      key: 'postalCode',
      type: 'input',
      props: { label: 'Postal code' },
      expressions: {
        // A function receives the field; field.model is the model it edits.
        'props.label': (field: FormlyFieldConfig) =>
          postalLabels[field.model?.country] ?? 'Postal code',
        'props.placeholder': (field: FormlyFieldConfig) =>
          field.model?.country === 'us' ? '94103' : '',
      },
    },
    {
      key: 'state',
      type: 'input',
      props: { label: 'State' },
      expressions: {
        // A string is evaluated with `model`, `formState` and `field` in scope.
        'props.disabled': 'model.country !== "us"',
        'props.required': 'model.country === "us"',
      },
    },
    {
      key: 'express',
      type: 'checkbox',
      props: { label: 'Express delivery' },
      expressions: {
        // An Observable: the description follows the clock without any model change.
        'props.description': interval(60_000).pipe(
          startWith(0),
          map(() =>
            new Date().getHours() < 14
              ? 'Order before 14:00 and it ships today.'
              : 'Ships tomorrow morning.',
          ),
        ),
      },
    },
  ];
}
