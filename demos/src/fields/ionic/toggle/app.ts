import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface PrivacySettings {
  shareLocation: boolean;
  backgroundSync: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: PrivacySettings = { shareLocation: false, backgroundSync: true };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'shareLocation',
      type: 'toggle',
      props: { label: 'Share my location with friends' },
    },
    {
      key: 'backgroundSync',
      type: 'toggle',
      props: { label: 'Sync photos in the background', itemLines: 'none' },
    },
  ];
}
