import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface TeamAccount {
  handle?: string;
  motto?: string;
  teamSize?: number;
  hexColor?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: TeamAccount = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'handle',
      type: 'input',
      props: {
        label: 'Team handle',
        description: 'Required, 3 to 12 characters.',
        required: true,
        minLength: 3,
        maxLength: 12,
      },
    },
    {
      key: 'motto',
      type: 'textarea',
      props: {
        label: 'Motto',
        description: 'Optional, but no longer than 60 characters.',
        maxLength: 60,
        rows: 2,
      },
    },
    {
      key: 'teamSize',
      type: 'input',
      props: {
        type: 'number',
        label: 'Team size',
        description: 'Between 2 and 8 people.',
        required: true,
        min: 2,
        max: 8,
      },
    },
    {
      key: 'hexColor',
      type: 'input',
      props: {
        label: 'Team colour',
        placeholder: '#1e90ff',
        description: 'A hex colour such as #1e90ff.',
        pattern: /^#[0-9a-fA-F]{6}$/,
      },
      // The pattern message lives on the field because it only makes sense here.
      validation: {
        messages: {
          pattern: (_error, field) =>
            `"${field.formControl?.value}" is not a six-digit hex colour.`,
        },
      },
    },
  ];
}
