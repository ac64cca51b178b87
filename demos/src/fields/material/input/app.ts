import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface NewProject {
  name?: string;
  repository?: string;
  budget?: number;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: NewProject = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'name',
      type: 'input',
      props: { label: 'Project name', placeholder: 'Apollo', required: true },
    },
    {
      key: 'repository',
      type: 'input',
      props: {
        type: 'url',
        label: 'Repository URL',
        placeholder: 'https://git.example.com/apollo',
      },
    },
    {
      key: 'budget',
      // `number` presets props.type, so the model receives a number.
      type: 'number',
      props: { label: 'Budget in hours', min: 0 },
    },
  ];
}
