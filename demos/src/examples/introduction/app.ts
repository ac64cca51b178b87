import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface WorkshopSignUp {
  fullName?: string;
  email?: string;
  track?: string;
  remindMe?: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: WorkshopSignUp = { remindMe: true };
  confirmation = '';

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'fullName',
      type: 'input',
      props: { label: 'Full name', placeholder: 'Ada Lovelace', required: true },
    },
    {
      key: 'email',
      type: 'input',
      props: { type: 'email', label: 'E-mail', required: true },
      validators: { validation: [Validators.email] },
    },
    {
      key: 'track',
      type: 'select',
      props: {
        label: 'Workshop track',
        placeholder: 'Pick one',
        required: true,
        options: [
          { value: 'basics', label: 'Formly basics' },
          { value: 'custom-types', label: 'Writing custom field types' },
          { value: 'testing', label: 'Testing dynamic forms' },
        ],
      },
    },
    {
      key: 'remindMe',
      type: 'checkbox',
      props: { label: 'Send me a reminder the day before' },
    },
  ];

  register(): void {
    if (this.form.valid) {
      this.confirmation = `Thanks, ${this.model.fullName}! Your seat is booked.`;
    }
  }
}
