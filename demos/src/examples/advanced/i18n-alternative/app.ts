import { JsonPipe } from '@angular/common';
import { Component, inject, signal } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';
import { TranslateService } from '@ngx-translate/core';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  private readonly translate = inject(TranslateService);
  readonly languages = [
    { code: 'en', name: 'English' },
    { code: 'es', name: 'Español' },
    { code: 'nl', name: 'Nederlands' },
  ];
  readonly language = signal('en');
  readonly form = new FormGroup({});
  model = { rating: 8 };

  // Labels are translation keys; `translate: true` hands them to the extension.
  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'rating',
      type: 'input',
      props: {
        type: 'number',
        min: 0,
        max: 10,
        translate: true,
        label: 'feedback.rating',
        description: 'feedback.rating.hint',
      },
    },
    {
      key: 'comment',
      type: 'textarea',
      props: {
        rows: 3,
        translate: true,
        label: 'feedback.comment',
        placeholder: 'feedback.comment.placeholder',
      },
    },
    {
      key: 'contactMe',
      type: 'checkbox',
      props: { translate: true, label: 'feedback.contactMe' },
    },
  ];

  useLanguage(code: string): void {
    this.language.set(code);
    this.translate.use(code);
  }
}
