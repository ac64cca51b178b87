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
      props: { label: 'Headline', required: true, description: 'At most 8 words.' },
      validators: { validation: [{ name: 'wordCount', options: { max: 8 } }] },
    },
    {
      key: 'teaser',
      type: 'textarea',
      props: { label: 'Teaser', rows: 2, description: 'Between 5 and 25 words.' },
      validators: { validation: [{ name: 'wordCount', options: { min: 5, max: 25 } }] },
    },
    {
      key: 'body',
      type: 'textarea',
      props: { label: 'Article', rows: 4, required: true, description: 'At least 20 words.' },
      validators: { validation: [{ name: 'wordCount', options: { min: 20 } }] },
    },
  ];
}
