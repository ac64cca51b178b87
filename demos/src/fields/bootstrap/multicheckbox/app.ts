import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface AlertSettings {
  channels?: string[];
  quietDays?: Record<string, boolean>;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: AlertSettings = { channels: ['email'] };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'channels',
      type: 'multicheckbox',
      props: {
        label: 'Send alerts by',
        // 'array' stores the checked values; without it the model is an object.
        type: 'array',
        options: [
          { value: 'email', label: 'E-mail' },
          { value: 'sms', label: 'Text message' },
          { value: 'push', label: 'Push notification' },
          { value: 'fax', label: 'Fax (discontinued)', disabled: true },
        ],
      },
    },
    {
      key: 'quietDays',
      type: 'multicheckbox',
      props: {
        label: 'No alerts on',
        formCheck: 'inline',
        options: [
          { value: 'saturday', label: 'Saturday' },
          { value: 'sunday', label: 'Sunday' },
        ],
      },
    },
  ];
}
