import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface BugReport {
  steps?: string;
  expected?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: BugReport = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'steps',
      type: 'textarea',
      props: {
        label: 'Steps to reproduce',
        placeholder: '1. Open the invoice list\n2. Sort by date',
        required: true,
        maxLength: 500,
        // The type presets rows to 1, so give the box a real height.
        rows: 4,
      },
    },
    {
      key: 'expected',
      type: 'textarea',
      props: { label: 'What did you expect to happen?', rows: 2 },
    },
  ];
}
