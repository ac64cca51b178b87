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
  model = { language: 'en', publicProfile: false };

  // `wrappers` replaces the type's default wrapper ("form-field") with ours.
  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'displayName',
      type: 'input',
      wrappers: ['horizontal'],
      props: { label: 'Display name', required: true },
    },
    {
      key: 'email',
      type: 'input',
      wrappers: ['horizontal'],
      props: { type: 'email', label: 'E-mail', required: true },
      validators: { validation: [Validators.email] },
    },
    {
      key: 'language',
      type: 'select',
      wrappers: ['horizontal'],
      props: {
        label: 'Language',
        options: [
          { value: 'en', label: 'English' },
          { value: 'es', label: 'Español' },
          { value: 'pt', label: 'Português' },
        ],
      },
    },
    {
      key: 'bio',
      type: 'textarea',
      wrappers: ['horizontal'],
      props: { label: 'About you', rows: 3, description: 'Shown on your public profile.' },
    },
    {
      key: 'publicProfile',
      type: 'checkbox',
      // The checkbox brings its own label, so the wrapper only indents it.
      wrappers: ['horizontal'],
      props: { label: 'Make my profile public', hideLabel: true },
    },
  ];
}
