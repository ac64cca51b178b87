import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { NzFormModule } from 'ng-zorro-antd/form';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface Release {
  notes?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, NzFormModule, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: Release = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'notes',
      type: 'textarea',
      props: {
        label: 'Release notes',
        placeholder: 'What changed for users in this version?',
        required: true,
        description: 'Markdown is supported.',
        // This textarea type binds no rows prop: size it through attributes.
        attributes: { rows: 5 },
      },
    },
  ];
}
