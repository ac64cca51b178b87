import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { MatButton } from '@angular/material/button';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface JobOpening {
  title?: string;
  team?: string;
  contract: string;
  skills: string[];
  closingDate?: Date;
  remote: boolean;
  summary?: string;
  publishNow: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, MatButton, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: JobOpening = { contract: 'permanent', skills: [], remote: true, publishNow: false };
  posted = false;

  readonly fields: FormlyFieldConfig[] = [
    { key: 'title', type: 'input', props: { label: 'Job title', required: true } },
    {
      key: 'team',
      type: 'select',
      props: {
        label: 'Team',
        required: true,
        options: [
          { value: 'platform', label: 'Platform' },
          { value: 'mobile', label: 'Mobile apps' },
          { value: 'data', label: 'Data & analytics' },
        ],
      },
    },
    {
      key: 'contract',
      type: 'radio',
      props: {
        label: 'Contract',
        options: [
          { value: 'permanent', label: 'Permanent' },
          { value: 'fixed-term', label: 'Fixed term' },
        ],
      },
    },
    {
      key: 'skills',
      type: 'multicheckbox',
      props: {
        label: 'Must-have skills',
        type: 'array',
        options: [
          { value: 'typescript', label: 'TypeScript' },
          { value: 'rxjs', label: 'RxJS' },
          { value: 'a11y', label: 'Accessibility' },
        ],
      },
    },
    { key: 'closingDate', type: 'datepicker', props: { label: 'Applications close on' } },
    { key: 'remote', type: 'toggle', props: { label: 'Remote work possible' } },
    {
      key: 'summary',
      type: 'textarea',
      props: { label: 'Summary', autosize: true, autosizeMinRows: 2, autosizeMaxRows: 6 },
    },
    {
      key: 'publishNow',
      type: 'checkbox',
      props: { label: 'Publish on the careers page right away' },
    },
  ];

  post(): void {
    this.posted = this.form.valid;
  }
}
