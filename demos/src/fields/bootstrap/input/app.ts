import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface EventRegistration {
  fullName?: string;
  email?: string;
  guests?: number;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: EventRegistration = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'fullName',
      type: 'input',
      props: { label: 'Full name', placeholder: 'Grace Hopper', required: true },
    },
    {
      key: 'email',
      type: 'input',
      props: { type: 'email', label: 'E-mail', placeholder: 'grace@example.com' },
    },
    {
      key: 'guests',
      // `number` is the input type with props.type preset: the model gets a number.
      type: 'number',
      props: { label: 'Guests you bring along', min: 0, max: 4 },
    },
  ];
}
