import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { NzFormModule } from 'ng-zorro-antd/form';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface MobileApp {
  appName?: string;
  bundleId?: string;
  testers: number;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, NzFormModule, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: MobileApp = { testers: 10 };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'appName',
      type: 'input',
      props: { label: 'App name', placeholder: 'Trail Notes', required: true },
    },
    {
      key: 'bundleId',
      type: 'input',
      props: { label: 'Bundle ID', placeholder: 'com.example.trailnotes' },
    },
    {
      key: 'testers',
      // `number` renders an nz-input-number with step buttons.
      type: 'number',
      props: { label: 'Beta testers', min: 1, max: 100 },
    },
  ];
}
