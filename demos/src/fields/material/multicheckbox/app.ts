import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface DinnerBooking {
  dietary?: string[];
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: DinnerBooking = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'dietary',
      type: 'multicheckbox',
      props: {
        label: 'Dietary requirements',
        description: 'The kitchen prepares a separate plate for each one.',
        // 'array' stores the checked values; without it the model is an object.
        type: 'array',
        options: [
          { value: 'vegetarian', label: 'Vegetarian' },
          { value: 'gluten-free', label: 'Gluten free' },
          { value: 'nut-free', label: 'No nuts' },
          { value: 'lactose-free', label: 'Lactose free' },
        ],
      },
    },
  ];
}
