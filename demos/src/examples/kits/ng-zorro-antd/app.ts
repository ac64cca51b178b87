import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { NzButtonModule } from 'ng-zorro-antd/button';
import { NzFormModule } from 'ng-zorro-antd/form';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface NewRepository {
  name?: string;
  region?: string;
  maintainers: number;
  visibility: string;
  topics: string[];
  readme?: string;
  addLicense: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, NzFormModule, NzButtonModule, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: NewRepository = { maintainers: 2, visibility: 'internal', topics: [], addLicense: true };
  created = false;

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'name',
      type: 'input',
      props: {
        label: 'Repository name',
        required: true,
        description: 'Lowercase letters, digits and dashes.',
      },
    },
    {
      key: 'region',
      type: 'select',
      props: {
        label: 'Hosting region',
        placeholder: 'Select a region',
        required: true,
        options: [
          { value: 'eu-north', label: 'Stockholm', group: 'Europe' },
          { value: 'eu-south', label: 'Milan', group: 'Europe' },
          { value: 'us-east', label: 'Virginia', group: 'North America' },
        ],
      },
    },
    { key: 'maintainers', type: 'number', props: { label: 'Maintainers', min: 1, max: 20 } },
    {
      key: 'visibility',
      type: 'radio',
      props: {
        label: 'Visibility',
        options: [
          { value: 'public', label: 'Public' },
          { value: 'internal', label: 'Internal' },
          { value: 'private', label: 'Private' },
        ],
      },
    },
    {
      key: 'topics',
      type: 'select',
      props: {
        label: 'Topics',
        multiple: true,
        options: [
          { value: 'angular', label: 'angular' },
          { value: 'forms', label: 'forms' },
          { value: 'design-system', label: 'design-system' },
        ],
      },
    },
    {
      key: 'readme',
      type: 'textarea',
      props: { label: 'README introduction', attributes: { rows: 3 } },
    },
    { key: 'addLicense', type: 'checkbox', props: { label: 'Add an MIT licence file' } },
  ];

  create(): void {
    this.created = this.form.valid;
  }
}
