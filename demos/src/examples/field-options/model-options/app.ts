import { JsonPipe } from '@angular/common';
import { Component, signal } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface SearchForm {
  instant?: string;
  debounced?: string;
  onBlur?: string;
  onSubmit?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  readonly modelChanges = signal(0);
  model: SearchForm = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'instant',
      type: 'input',
      props: { label: 'Every keystroke (the default)' },
    },
    {
      key: 'debounced',
      type: 'input',
      modelOptions: { debounce: { default: 700 } },
      props: { label: 'After a 0.7 s pause in typing' },
    },
    {
      key: 'onBlur',
      type: 'input',
      modelOptions: { updateOn: 'blur' },
      props: { label: 'When leaving the field' },
    },
    {
      key: 'onSubmit',
      type: 'input',
      modelOptions: { updateOn: 'submit' },
      props: { label: 'On submit (press Enter or the button)' },
    },
  ];

  countChange(): void {
    this.modelChanges.update((count) => count + 1);
  }
}
