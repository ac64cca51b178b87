import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface Traveller {
  name?: string;
  birthYear?: number;
  meal?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: { bookingRef: string; travellers: Traveller[] } = {
    bookingRef: 'K7Q2ZP',
    travellers: [{ name: 'Noor Haddad', birthYear: 1988, meal: 'standard' }],
  };

  readonly fields: FormlyFieldConfig[] = [
    { key: 'bookingRef', type: 'input', props: { label: 'Booking reference', readonly: true } },
    {
      key: 'travellers',
      type: 'repeat',
      props: {
        label: 'Travellers',
        itemLabel: 'Traveller',
        addText: 'Add a traveller',
        emptyText: 'Nobody is travelling yet.',
      },
      // The template for one array item; Formly builds a copy per item.
      fieldArray: {
        fieldGroupClassName: 'row',
        fieldGroup: [
          {
            key: 'name',
            type: 'input',
            className: 'col-sm-6',
            props: { label: 'Full name', required: true },
          },
          {
            key: 'birthYear',
            type: 'input',
            className: 'col-sm-3',
            props: { type: 'number', label: 'Born in' },
          },
          {
            key: 'meal',
            type: 'select',
            className: 'col-sm-3',
            defaultValue: 'standard',
            props: {
              label: 'Meal',
              options: [
                { value: 'standard', label: 'Standard' },
                { value: 'vegetarian', label: 'Vegetarian' },
                { value: 'none', label: 'No meal' },
              ],
            },
          },
        ],
      },
    },
  ];
}
