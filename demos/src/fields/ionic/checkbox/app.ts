import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface PackingList {
  passport?: boolean;
  chargers?: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: PackingList = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'passport',
      type: 'checkbox',
      props: { label: 'Passport and boarding pass' },
    },
    {
      key: 'chargers',
      type: 'checkbox',
      props: { label: 'Phone charger and travel adapter', itemLines: 'none' },
    },
  ];
}
