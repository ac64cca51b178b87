import { JsonPipe } from '@angular/common';
import { Component, inject, signal } from '@angular/core';
import { FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';
import { TranslatePipe, TranslateService } from '@ngx-translate/core';
import { map } from 'rxjs';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe, TranslatePipe],
  templateUrl: './app.html',
})
export class App {
  private readonly translate = inject(TranslateService);
  readonly languages = [
    { code: 'en', name: 'English' },
    { code: 'fr', name: 'Français' },
    { code: 'de', name: 'Deutsch' },
  ];
  readonly language = signal('en');
  readonly form = new FormGroup({});
  model = {};

  // An Observable expression updates the property whenever it emits:
  // translate.stream() emits again each time the language changes.
  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'name',
      type: 'input',
      props: { required: true },
      expressions: { 'props.label': this.translate.stream('FORM.NAME') },
    },
    {
      key: 'email',
      type: 'input',
      props: { type: 'email', required: true },
      validators: { validation: [Validators.email] },
      expressions: { 'props.label': this.translate.stream('FORM.EMAIL') },
    },
    {
      key: 'topics',
      type: 'multicheckbox',
      expressions: {
        'props.label': this.translate.stream('FORM.TOPICS'),
        // Option labels are translated the same way, a whole list at a time.
        'props.options': this.translate
          .stream(['FORM.TOPIC_RELEASES', 'FORM.TOPIC_EVENTS', 'FORM.TOPIC_TIPS'])
          .pipe(
            map((labels: Record<string, string>) => [
              { value: 'releases', label: labels['FORM.TOPIC_RELEASES'] },
              { value: 'events', label: labels['FORM.TOPIC_EVENTS'] },
              { value: 'tips', label: labels['FORM.TOPIC_TIPS'] },
            ]),
          ),
      },
    },
  ];

  useLanguage(code: string): void {
    this.language.set(code);
    this.translate.use(code);
  }
}
