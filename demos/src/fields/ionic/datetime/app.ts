import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface CarRental {
  pickUp?: string;
  returnTime?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  // The docs page sizes the demo's frame to its content: leave room for the date picker dialog.
  styles: ':host { display: block; min-height: 27rem; }',
})
export class App {
  readonly form = new FormGroup({});
  model: CarRental = {};

  // The item shows the placeholder until a value is picked, then the value
  // formatted with Angular's date pipe.
  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'pickUp',
      type: 'datetime',
      props: {
        placeholder: 'Choose a pick-up date',
        presentation: 'date',
        displayFormat: 'EEEE d MMMM y',
        doneText: 'Confirm',
      },
    },
    {
      key: 'returnTime',
      type: 'datetime',
      props: {
        placeholder: 'Choose a return time',
        presentation: 'time',
        minuteValues: '0,15,30,45',
      },
    },
  ];
}
