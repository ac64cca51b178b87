import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface BillingContact {
  email?: string;
  company?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: BillingContact = {};
  saved = false;

  // Every input below is framed by the form-field wrapper: label, required
  // marker, validation message and description all come from it.
  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'email',
      type: 'input',
      props: {
        type: 'email',
        label: 'Billing e-mail',
        required: true,
        description: 'Invoices and payment reminders go to this address.',
      },
      validators: { validation: [Validators.email] },
    },
    {
      key: 'company',
      type: 'input',
      props: {
        label: 'Company name',
        placeholder: 'Company name',
        // Floating labels need a placeholder for Bootstrap's CSS to work.
        labelPosition: 'floating',
      },
    },
  ];

  save(): void {
    this.saved = this.form.valid;
  }
}
