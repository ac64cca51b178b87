import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { NzFormModule } from 'ng-zorro-antd/form';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface Deployment {
  region?: string;
  labels?: string[];
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, NzFormModule, JsonPipe],
  templateUrl: './app.html',
  // The docs page sizes the demo's frame to its content: leave room for the option list.
  styles: ':host { display: block; min-height: 18rem; }',
})
export class App {
  readonly form = new FormGroup({});
  model: Deployment = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'region',
      type: 'select',
      props: {
        label: 'Region',
        placeholder: 'Where should it run?',
        required: true,
        // Options sharing a `group` are listed under that heading.
        options: [
          { value: 'eu-west', label: 'Dublin', group: 'Europe' },
          { value: 'eu-central', label: 'Frankfurt', group: 'Europe' },
          { value: 'ap-south', label: 'Mumbai', group: 'Asia Pacific' },
          { value: 'ap-east', label: 'Seoul', group: 'Asia Pacific' },
        ],
      },
    },
    {
      key: 'labels',
      type: 'select',
      props: {
        label: 'Labels',
        placeholder: 'Add labels',
        multiple: true,
        options: [
          { value: 'production', label: 'production' },
          { value: 'staging', label: 'staging' },
          { value: 'gpu', label: 'gpu' },
        ],
      },
    },
  ];
}
