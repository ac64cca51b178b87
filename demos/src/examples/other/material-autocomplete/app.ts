import { JsonPipe } from '@angular/common';
import { Component, ViewEncapsulation } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';
import { searchAirports } from './airports';

interface Trip {
  from?: string;
  to?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  styleUrl: './app.css',
  // The classes below are set on elements that Formly renders, outside this
  // component's own template, so its styles must not be scoped.
  encapsulation: ViewEncapsulation.None,
})
export class App {
  readonly form = new FormGroup({});
  model: Trip = { from: 'Lisbon (LIS)' };

  readonly fields: FormlyFieldConfig[] = [
    {
      // Side by side on wide screens (see app.css), one under the other on narrow ones.
      fieldGroupClassName: 'trip-row',
      fieldGroup: [
        {
          key: 'from',
          type: 'autocomplete',
          className: 'trip-airport',
          props: { label: 'From', required: true, suggest: searchAirports },
          validators: { validation: ['knownAirport'] },
        },
        {
          key: 'to',
          type: 'autocomplete',
          className: 'trip-airport',
          props: {
            label: 'To',
            required: true,
            description: 'Type a few letters, then pick a suggestion.',
            suggest: searchAirports,
          },
          validators: { validation: ['knownAirport'] },
        },
      ],
    },
  ];
}
