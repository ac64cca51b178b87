import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface NotificationSettings {
  pushNotifications: boolean;
  weeklyDigest: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: NotificationSettings = { pushNotifications: true, weeklyDigest: false };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'pushNotifications',
      type: 'toggle',
      props: { label: 'Push notifications on this device' },
    },
    {
      key: 'weeklyDigest',
      type: 'toggle',
      props: { label: 'Weekly summary by e-mail', description: 'Sent on Monday mornings.' },
    },
  ];
}
