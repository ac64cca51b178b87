import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface SignUpConsent {
  acceptTerms?: boolean;
  newsletter?: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: SignUpConsent = { newsletter: false };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'acceptTerms',
      type: 'checkbox',
      props: {
        label: 'I accept the terms of service',
        required: true,
        // Without this, a box nobody has touched yet is drawn half-checked.
        indeterminate: false,
      },
    },
    {
      key: 'newsletter',
      type: 'checkbox',
      props: { label: 'Send me the monthly product newsletter', formCheck: 'switch' },
    },
  ];
}
