import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface NotificationSettings {
  channel?: string;
  digest?: string;
  quietHours?: { from?: string; to?: string };
  mentionsOnly?: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});

  // The saved settings only know the digest frequency; everything else starts
  // from the defaults below.
  model: NotificationSettings = { digest: 'weekly' };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'channel',
      type: 'radio',
      defaultValue: 'email',
      props: {
        label: 'Send notifications by',
        options: [
          { value: 'email', label: 'E-mail' },
          { value: 'push', label: 'Push notification' },
          { value: 'sms', label: 'Text message' },
        ],
      },
    },
    {
      key: 'digest',
      type: 'select',
      // Ignored here: the model already has a value for this key.
      defaultValue: 'daily',
      props: {
        label: 'Summary e-mail',
        options: [
          { value: 'daily', label: 'Every day' },
          { value: 'weekly', label: 'Every week' },
          { value: 'never', label: 'Never' },
        ],
      },
    },
    {
      key: 'quietHours',
      // A default for a nested object: its fields fill it in further.
      defaultValue: {},
      fieldGroupClassName: 'row',
      fieldGroup: [
        {
          key: 'from',
          type: 'input',
          className: 'col-6',
          defaultValue: '22:00',
          props: { type: 'time', label: 'Quiet from' },
        },
        {
          key: 'to',
          type: 'input',
          className: 'col-6',
          defaultValue: '07:00',
          props: { type: 'time', label: 'Quiet until' },
        },
      ],
    },
    {
      key: 'mentionsOnly',
      type: 'checkbox',
      defaultValue: false,
      props: { label: 'Only notify me when I am mentioned' },
    },
  ];
}
