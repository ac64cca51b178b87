import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface DeliveryNote {
  instructions?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: DeliveryNote = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'instructions',
      type: 'textarea',
      props: {
        label: 'Instructions for the courier',
        labelPosition: 'stacked',
        placeholder: 'Ring twice, the parcel box is behind the gate.',
        rows: 4,
        maxLength: 300,
      },
    },
  ];
}
