import { JsonPipe } from '@angular/common';
import { Component, signal } from '@angular/core';
import { FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  readonly submitted = signal(false);
  model = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      type: 'steps',
      props: { submitText: 'Open the account' },
      // One child group per step; the labels name the steps.
      fieldGroup: [
        {
          props: { label: 'About you' },
          fieldGroup: [
            { key: 'fullName', type: 'input', props: { label: 'Full name', required: true } },
            {
              key: 'birthDate',
              type: 'input',
              props: { type: 'date', label: 'Date of birth', required: true },
            },
          ],
        },
        {
          props: { label: 'Contact' },
          fieldGroup: [
            {
              key: 'email',
              type: 'input',
              props: { type: 'email', label: 'E-mail', required: true },
              validators: { validation: [Validators.email] },
            },
            { key: 'phone', type: 'input', props: { type: 'tel', label: 'Phone (optional)' } },
          ],
        },
        {
          props: { label: 'Savings plan' },
          fieldGroup: [
            {
              key: 'monthlyDeposit',
              type: 'input',
              props: { type: 'number', label: 'Monthly deposit (€)', required: true, min: 10 },
            },
            {
              key: 'paperless',
              type: 'checkbox',
              defaultValue: true,
              props: { label: 'Statements by e-mail only' },
            },
          ],
        },
      ],
    },
  ];

  submit(): void {
    if (this.form.valid) {
      this.submitted.set(true);
    }
  }
}
