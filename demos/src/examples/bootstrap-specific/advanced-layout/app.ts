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
  model = {};

  // fieldGroupClassName styles the element around a group's fields; className
  // styles each field's own element. With Bootstrap that means `row` on the
  // group and `col-*` on the fields.
  readonly fields: FormlyFieldConfig[] = [
    {
      fieldGroupClassName: 'row',
      fieldGroup: [
        {
          key: 'venue',
          type: 'input',
          className: 'col-md-8',
          props: { label: 'Venue', required: true },
        },
        {
          key: 'capacity',
          type: 'input',
          className: 'col-md-4',
          props: { type: 'number', label: 'Seats', min: 1 },
        },
      ],
    },
    // A field with only a template renders static markup between the others.
    { template: '<h2 class="h6 mt-2 border-bottom pb-1">Address</h2>' },
    {
      key: 'address',
      fieldGroupClassName: 'row',
      fieldGroup: [
        {
          key: 'street',
          type: 'input',
          className: 'col-12',
          props: { label: 'Street and number', required: true },
        },
        {
          key: 'postalCode',
          type: 'input',
          className: 'col-sm-4 col-lg-3',
          props: { label: 'Postal code' },
        },
        {
          key: 'city',
          type: 'input',
          className: 'col-sm-8 col-lg-5',
          props: { label: 'City', required: true },
        },
        {
          key: 'country',
          type: 'select',
          className: 'col-lg-4',
          props: {
            label: 'Country',
            options: [
              { value: 'ca', label: 'Canada' },
              { value: 'fr', label: 'France' },
              { value: 'in', label: 'India' },
            ],
          },
        },
      ],
    },
    {
      fieldGroupClassName: 'row align-items-end',
      fieldGroup: [
        {
          key: 'date',
          type: 'input',
          className: 'col-sm-6',
          props: { type: 'date', label: 'Date' },
        },
        {
          key: 'catering',
          type: 'checkbox',
          className: 'col-sm-6',
          props: { label: 'Catering needed' },
        },
      ],
    },
  ];
}
