import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { MatButton } from '@angular/material/button';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface CallbackRequest {
  name?: string;
  phone?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, MatButton, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: CallbackRequest = {};
  requested = false;

  // The form-field wrapper turns each input into a mat-form-field with its
  // label, required marker, hint and error.
  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'name',
      type: 'input',
      props: {
        label: 'Your name',
        required: true,
        description: 'As it appears on your contract.',
      },
    },
    {
      key: 'phone',
      type: 'input',
      props: {
        type: 'tel',
        label: 'Phone number',
        required: true,
        appearance: 'outline',
        pattern: /^\+?[\d ]{6,}$/,
        hintStart: 'Include the country code',
        hintEnd: 'Mon–Fri, 9:00–17:00',
      },
    },
  ];

  requestCall(): void {
    this.requested = this.form.valid;
  }
}
