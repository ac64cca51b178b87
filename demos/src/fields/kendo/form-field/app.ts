import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface StockCount {
  sku?: string;
  counted?: number;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: StockCount = {};
  recorded = false;

  // The form-field wrapper renders a kendo-formfield: label with asterisk,
  // the description as a hint, and the error in place of the hint.
  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'sku',
      type: 'input',
      props: {
        label: 'Article number',
        required: true,
        description: 'Printed under the barcode on the shelf label.',
      },
    },
    {
      key: 'counted',
      type: 'number',
      props: {
        label: 'Items counted',
        required: true,
        min: 1,
      },
    },
  ];

  record(): void {
    this.recorded = this.form.valid;
  }
}
