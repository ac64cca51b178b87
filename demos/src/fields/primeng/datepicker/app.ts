import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface ClinicAppointment {
  day?: Date;
  followUpCall?: Date;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  // The docs page sizes the demo's frame to its content: leave room for the calendar popup.
  styles: ':host { display: block; min-height: 28rem; }',
})
export class App {
  readonly form = new FormGroup({});
  model: ClinicAppointment = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'day',
      type: 'datepicker',
      props: {
        label: 'Appointment day',
        placeholder: 'dd/mm/yyyy',
        required: true,
        dateFormat: 'dd/mm/yy',
        showIcon: true,
        // Adds Today and Clear buttons under the calendar.
        showButtonBar: true,
      },
    },
    {
      key: 'followUpCall',
      type: 'datepicker',
      props: {
        label: 'Follow-up call',
        placeholder: 'Date and time',
        dateFormat: 'dd/mm/yy',
        showTime: true,
        hourFormat: '24',
        stepMinute: 15,
      },
    },
  ];
}
