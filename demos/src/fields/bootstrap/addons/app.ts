import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface TeamInvite {
  account?: string;
  seats: number;
}

const maxSeats = 20;

/** Adds `step` to a number field, kept between 1 and maxSeats. */
function changeSeats(step: number) {
  return (field: FormlyFieldConfig) => {
    const current = Number(field.formControl?.value) || 0;
    field.formControl?.setValue(Math.min(maxSeats, Math.max(1, current + step)));
  };
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: TeamInvite = { seats: 2 };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'account',
      type: 'input',
      props: {
        label: 'Work account',
        placeholder: 'jane.doe',
        // Text-only addons are plain labels around the control.
        addonRight: { text: '@northwind.example' },
      },
    },
    {
      key: 'seats',
      type: 'input',
      props: {
        type: 'number',
        label: 'Seats',
        min: 1,
        max: maxSeats,
        description: 'Use the − and + addons, or the arrow keys in the field.',
        // An onClick handler turns an addon into a button.
        addonLeft: { text: '−', onClick: changeSeats(-1) },
        addonRight: { text: '+', onClick: changeSeats(1) },
      },
    },
  ];
}
