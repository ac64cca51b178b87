import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface Volunteer {
  name?: string;
  days?: number[];
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: Volunteer = {};

  readonly fields: FormlyFieldConfig[] = [
    { key: 'name', type: 'input', props: { label: 'Name', required: true } },
    {
      key: 'days',
      type: 'multiselect',
      props: {
        label: 'Days you can help',
        placeholder: 'Pick one or more days',
        required: true,
        // The values are numbers: the model keeps them as they are, in an array.
        options: [
          { value: 1, label: 'Monday' },
          { value: 3, label: 'Wednesday' },
          { value: 5, label: 'Friday' },
          { value: 6, label: 'Saturday' },
        ],
      },
    },
  ];
}
