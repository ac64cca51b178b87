import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface CourseFeedback {
  comments?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: CourseFeedback = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'comments',
      type: 'textarea',
      props: {
        label: 'How was the course?',
        placeholder: 'Pace, exercises, anything we should change…',
        maxLength: 800,
        // This textarea type binds no rows prop: size it through attributes.
        attributes: { rows: 4 },
      },
    },
  ];
}
