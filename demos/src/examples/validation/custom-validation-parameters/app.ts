import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model = {};

  // One validator, three different rules: only the options change.
  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'headline',
      type: 'input',
      props: { label: 'Headline (at most 8 words)', required: true },
      validators: { validation: [{ name: 'wordCount', options: { max: 8 } }] },
    },
    {
      key: 'teaser',
      type: 'textarea',
      props: { label: 'Teaser (5 to 25 words)', rows: 2 },
      validators: { validation: [{ name: 'wordCount', options: { min: 5, max: 25 } }] },
    },
    {
      key: 'body',
      type: 'textarea',
      props: { label: 'Article (at least 20 words)', rows: 4, required: true },
      validators: { validation: [{ name: 'wordCount', options: { min: 20 } }] },
    },
  ];
}
