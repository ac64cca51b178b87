import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { IonicModule } from '@ionic/angular';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface SignIn {
  email?: string;
  password?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, IonicModule, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: SignIn = {};
  signedIn = false;

  // The form-field wrapper puts each control in an ion-item and adds a second
  // item holding the error message once Formly shows errors. The controls print
  // their own labels, placed by labelPosition.
  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'email',
      type: 'input',
      props: { type: 'email', label: 'E-mail', labelPosition: 'stacked', required: true },
    },
    {
      key: 'password',
      type: 'input',
      props: {
        type: 'password',
        label: 'Password',
        labelPosition: 'stacked',
        required: true,
        minLength: 8,
        itemLines: 'full',
      },
    },
  ];

  signIn(): void {
    this.signedIn = this.form.valid;
  }
}
