import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface AppLanguage {
  language: string;
  subtitles?: string[];
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  // The docs page sizes the demo's frame to its content: leave room for the option popover.
  styles: ':host { display: block; min-height: 16rem; }',
})
export class App {
  readonly form = new FormGroup({});
  model: AppLanguage = { language: 'en' };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'language',
      type: 'select',
      props: {
        label: 'App language',
        // A popover opens next to the field instead of a centred alert.
        interface: 'popover',
        options: [
          { value: 'en', label: 'English' },
          { value: 'es', label: 'Español' },
          { value: 'sw', label: 'Kiswahili' },
        ],
      },
    },
    {
      key: 'subtitles',
      type: 'select',
      props: {
        label: 'Subtitles',
        placeholder: 'None',
        multiple: true,
        okText: 'Apply',
        options: [
          { value: 'en', label: 'English' },
          { value: 'fr', label: 'Français' },
          { value: 'pt', label: 'Português' },
        ],
      },
    },
  ];
}
