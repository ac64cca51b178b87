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
  model = { document: 'Q3 roadmap.pdf', shareWith: ['lee@example.org'] };

  readonly fields: FormlyFieldConfig[] = [
    { key: 'document', type: 'input', props: { label: 'Document', readonly: true } },
    {
      key: 'shareWith',
      type: 'list',
      props: { label: 'Share with', addText: 'Add a person' },
      // A single field as template: each copy's key is its index, so each item
      // is the value itself and the model holds an array of strings.
      fieldArray: {
        type: 'input',
        props: { type: 'email', label: 'E-mail address', required: true },
        validators: { validation: [Validators.email] },
      },
    },
  ];
}
