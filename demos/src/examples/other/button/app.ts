import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function generatePassphrase(length = 14): string {
  const values = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(values, (value) => alphabet[value % alphabet.length]).join('');
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: { account?: string; password?: string } = { account: 'wifi-guest' };

  // Formly fills in formControl on the very object we pass, so keeping a
  // reference to it is enough to reach the control later.
  private readonly passwordField: FormlyFieldConfig = {
    key: 'password',
    type: 'input',
    props: { label: 'Password' },
  };

  readonly fields: FormlyFieldConfig[] = [
    { key: 'account', type: 'input', props: { label: 'Account' } },
    this.passwordField,
    {
      fieldGroupClassName: 'd-flex gap-2 mb-3',
      fieldGroup: [
        {
          type: 'button',
          props: {
            text: 'Generate a password',
            onClick: () => this.passwordField.formControl?.setValue(generatePassphrase()),
          },
        },
        {
          type: 'button',
          props: {
            text: 'Clear',
            variant: 'outline-secondary',
            onClick: () => this.passwordField.formControl?.reset(),
          },
          // Buttons take expressions like any other field.
          expressions: { 'props.disabled': '!model.password' },
        },
      ],
    },
  ];
}
