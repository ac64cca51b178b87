import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface JobApplication {
  birthDate?: Date;
  startDate?: Date;
}

/** Saturdays and Sundays cannot be picked as a first working day. */
function isWeekday(date: Date | null): boolean {
  const day = (date ?? new Date()).getDay();
  return day !== 0 && day !== 6;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  // The docs page sizes the demo's frame to its content: leave room for the calendar popup.
  styles: ':host { display: block; min-height: 26rem; }',
})
export class App {
  readonly form = new FormGroup({});
  model: JobApplication = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'birthDate',
      type: 'datepicker',
      props: {
        label: 'Date of birth',
        // Opening on the year grid saves many clicks for dates far back.
        datepickerOptions: { startView: 'multi-year', max: new Date() },
      },
    },
    {
      key: 'startDate',
      type: 'datepicker',
      props: {
        label: 'Earliest start date',
        required: true,
        description: 'Weekdays only.',
        datepickerOptions: { filter: isWeekday },
      },
    },
  ];
}
