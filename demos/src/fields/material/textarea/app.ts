import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface ProductReview {
  review?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: ProductReview = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'review',
      type: 'textarea',
      props: {
        label: 'Your review',
        placeholder: 'What did you like, and what could be better?',
        required: true,
        maxLength: 1000,
        // The box grows with the text, from 3 up to 8 lines.
        autosize: true,
        autosizeMinRows: 3,
        autosizeMaxRows: 8,
      },
    },
  ];
}
