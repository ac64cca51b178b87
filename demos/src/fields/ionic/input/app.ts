import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface RiderProfile {
  displayName?: string;
  phone?: string;
  bikes?: number;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: RiderProfile = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'displayName',
      type: 'input',
      props: { label: 'Display name', placeholder: 'speedy_sam', labelPosition: 'floating' },
    },
    {
      key: 'phone',
      type: 'input',
      props: { type: 'tel', label: 'Phone', labelPosition: 'floating' },
    },
    {
      key: 'bikes',
      // `number` renders a numeric ion-input, so the model receives a number.
      type: 'number',
      props: { label: 'Bikes you own', min: 0 },
    },
  ];
}
