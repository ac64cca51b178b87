import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface SignInOptions {
  rememberDevice: boolean;
  acceptPolicy?: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: SignInOptions = { rememberDevice: false };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'rememberDevice',
      type: 'checkbox',
      props: { label: 'Remember this device for 30 days' },
    },
    {
      key: 'acceptPolicy',
      type: 'checkbox',
      // The checkbox prints its own label, with Kendo's asterisk when required.
      props: { label: 'I agree to the acceptable use policy', required: true },
    },
  ];
}
