import { JsonPipe } from '@angular/common';
import { Component, ViewEncapsulation } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  styleUrl: './app.css',
  // The classes below style <formly-field> elements, which Formly renders
  // inside its own components: the rules must not be scoped to this one.
  encapsulation: ViewEncapsulation.None,
})
export class App {
  readonly form = new FormGroup({});
  model = { adults: 1, children: 0 };

  // Plain CSS flexbox instead of a grid system: the group gets `trip-row`,
  // each field a class that says how much room it takes.
  readonly fields: FormlyFieldConfig[] = [
    {
      fieldGroupClassName: 'trip-row',
      fieldGroup: [
        { key: 'from', type: 'input', className: 'grow-2', props: { label: 'From' } },
        { key: 'to', type: 'input', className: 'grow-2', props: { label: 'To' } },
      ],
    },
    {
      fieldGroupClassName: 'trip-row',
      fieldGroup: [
        {
          key: 'departure',
          type: 'input',
          className: 'grow-1',
          props: { type: 'date', label: 'Departure' },
        },
        {
          key: 'return',
          type: 'input',
          className: 'grow-1',
          props: { type: 'date', label: 'Return' },
          expressions: { hide: 'model.oneWay' },
        },
        {
          key: 'oneWay',
          type: 'checkbox',
          className: 'fixed-width',
          props: { label: 'One way' },
        },
      ],
    },
    {
      fieldGroupClassName: 'trip-row',
      fieldGroup: [
        {
          key: 'adults',
          type: 'input',
          className: 'fixed-width',
          props: { type: 'number', label: 'Adults', min: 1 },
        },
        {
          key: 'children',
          type: 'input',
          className: 'fixed-width',
          props: { type: 'number', label: 'Children', min: 0 },
        },
        {
          key: 'cabin',
          type: 'select',
          className: 'grow-1',
          props: {
            label: 'Cabin',
            options: [
              { value: 'economy', label: 'Economy' },
              { value: 'business', label: 'Business' },
            ],
          },
        },
      ],
    },
  ];
}
