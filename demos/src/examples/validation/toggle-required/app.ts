import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface CallbackRequest {
  name?: string;
  callMe?: boolean;
  phone?: string;
  email?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: CallbackRequest = {};

  readonly fields: FormlyFieldConfig[] = [
    { key: 'name', type: 'input', props: { label: 'Name', required: true } },
    {
      key: 'callMe',
      type: 'checkbox',
      props: { label: 'Call me back instead of writing' },
    },
    {
      key: 'phone',
      type: 'input',
      props: { type: 'tel', label: 'Phone number' },
      // Required exactly when the box above is ticked. Formly adds or removes
      // Angular's required validator; the kit's asterisk (none in Ionic) follows.
      expressions: { 'props.required': 'model.callMe' },
    },
    {
      key: 'email',
      type: 'input',
      props: { type: 'email', label: 'E-mail' },
      // The same idea written as a function.
      expressions: { 'props.required': (field: FormlyFieldConfig) => !field.model?.callMe },
    },
  ];
}
