import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface Subscription {
  email?: string;
  topics?: string[];
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: Subscription = { topics: ['releases'] };

  readonly fields: FormlyFieldConfig[] = [
    { key: 'email', type: 'input', props: { label: 'E-mail', type: 'email' } },
    {
      key: 'topics',
      type: 'multiselect',
      props: {
        label: 'Topics',
        placeholder: 'Choose topics',
        required: true,
        options: [
          { value: 'releases', label: 'Releases' },
          { value: 'security', label: 'Security notices' },
          { value: 'events', label: 'Events' },
          { value: 'jobs', label: 'Job offers' },
        ],
      },
    },
  ];
}
