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
      props: { label: 'Every keystroke', description: 'The default.' },
    },
    {
      key: 'debounced',
      type: 'input',
      modelOptions: { debounce: { default: 700 } },
      props: { label: 'After a pause', description: 'Waits until you stop typing for 0.7 s.' },
    },
    {
      key: 'onBlur',
      type: 'input',
      modelOptions: { updateOn: 'blur' },
      props: { label: 'When leaving the field', description: 'Updates on blur.' },
    },
    {
      key: 'onSubmit',
      type: 'input',
      modelOptions: { updateOn: 'submit' },
      props: { label: 'When the form is submitted', description: 'Press Enter or the button.' },
    },
  ];

  countChange(): void {
    this.modelChanges.update((count) => count + 1);
  }
}
