import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      // A group without a key has no FormGroup of its own: it shares the
      // form's, so its validator receives the form and sees both fields.
      validators: {
        // errorPath attaches the error to the second field, so the message
        // appears under it instead of on the invisible group.
        validation: [{ name: 'emailsMatch', options: { errorPath: 'emailAgain' } }],
      },
      fieldGroup: [
        {
          key: 'email',
          type: 'input',
          props: { type: 'email', label: 'New e-mail address', required: true },
          validators: { validation: [Validators.email] },
        },
        {
          key: 'emailAgain',
          type: 'input',
          props: { type: 'email', label: 'Type it again', required: true },
        },
      ],
    },
  ];
}
