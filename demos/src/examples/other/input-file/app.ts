import { Component } from '@angular/core';
import { AbstractControl, FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface SupportTicket {
  summary?: string;
  attachments?: File[];
}

const maxTotalBytes = 2 * 1024 * 1024;

function totalSize(files: File[] | null): number {
  return (files ?? []).reduce((sum, file) => sum + file.size, 0);
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: SupportTicket = {};

  readonly fields: FormlyFieldConfig[] = [
    { key: 'summary', type: 'input', props: { label: 'What went wrong?', required: true } },
    {
      key: 'attachments',
      type: 'file',
      props: {
        label: 'Screenshots or logs (images, PDF or text, 2 MB in total)',
        multiple: true,
        accept: 'image/*,.pdf,.txt,.log',
      },
      validators: {
        totalSize: {
          expression: (control: AbstractControl<File[] | null>) =>
            totalSize(control.value) <= maxTotalBytes,
          message: 'Together the files exceed 2 MB.',
        },
      },
      validation: { show: true },
    },
  ];

  // File objects print as {} in JSON, so the model is summarised by hand.
  get attachmentSummary(): string[] {
    return (this.model.attachments ?? []).map(
      (file) => `${file.name} (${Math.ceil(file.size / 1024)} KB)`,
    );
  }
}
