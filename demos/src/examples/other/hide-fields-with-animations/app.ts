import { JsonPipe } from '@angular/common';
import { Component, ViewEncapsulation } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  styleUrl: './app.css',
  // The `reveal` class lands on <formly-field> elements inside Formly's own
  // components, so these styles must not be scoped to this component.
  encapsulation: ViewEncapsulation.None,
})
export class App {
  readonly form = new FormGroup({});
  model = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'source',
      type: 'select',
      props: {
        label: 'How did you find us?',
        placeholder: 'Choose one',
        options: [
          { value: 'search', label: 'A search engine' },
          { value: 'friend', label: 'A friend or colleague' },
          { value: 'other', label: 'Somewhere else' },
        ],
      },
    },
    {
      key: 'sourceDetails',
      type: 'input',
      // className is set on the field's <formly-field> element.
      className: 'reveal',
      props: { label: 'Where was that?' },
      expressions: { hide: 'model.source !== "other"' },
    },
    {
      key: 'updates',
      type: 'checkbox',
      props: { label: 'Send me product updates' },
    },
    {
      key: 'frequency',
      type: 'radio',
      className: 'reveal',
      props: {
        label: 'How often?',
        options: [
          { value: 'monthly', label: 'Monthly' },
          { value: 'quarterly', label: 'Quarterly' },
        ],
      },
      expressions: { hide: '!model.updates' },
    },
  ];
}
