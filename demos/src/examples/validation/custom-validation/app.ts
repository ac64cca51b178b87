import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { AbstractControl, FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface BlogPost {
  title?: string;
  slug?: string;
  publishOn?: string;
}

function isWeekday(isoDate: string): boolean {
  const day = new Date(`${isoDate}T12:00:00`).getDay();
  return day !== 0 && day !== 6;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: BlogPost = { title: 'Hello Formly', slug: 'Hello Formly' };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'title',
      type: 'input',
      props: { label: 'Title', required: true },
    },
    {
      key: 'slug',
      type: 'input',
      props: { label: 'URL slug (such as hello-formly)', required: true },
      // Uses the validator registered in app.config.ts by name.
      validators: { validation: ['slug'] },
    },
    {
      key: 'publishOn',
      type: 'input',
      props: { type: 'date', label: 'Publish on' },
      // A one-off rule, defined right on the field with its own message.
      validators: {
        weekday: {
          expression: (control: AbstractControl<string>) =>
            !control.value || isWeekday(control.value),
          message: 'Posts go out on weekdays only.',
        },
      },
    },
  ];
}
