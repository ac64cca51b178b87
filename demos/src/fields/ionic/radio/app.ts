import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface SeatRequest {
  seat?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: SeatRequest = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'seat',
      type: 'radio',
      props: {
        // Shown as the list header above the options.
        label: 'Seat preference',
        options: [
          { value: 'window', label: 'Window' },
          { value: 'aisle', label: 'Aisle' },
          { value: 'exit-row', label: 'Exit row (fully booked)', disabled: true },
        ],
      },
    },
  ];
}
