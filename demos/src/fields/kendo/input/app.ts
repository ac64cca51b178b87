import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface CatalogueItem {
  productName?: string;
  supplierEmail?: string;
  unitPrice?: number;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: CatalogueItem = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'productName',
      type: 'input',
      props: { label: 'Product name', placeholder: 'Oak desk, 140 cm', required: true },
    },
    {
      key: 'supplierEmail',
      type: 'input',
      props: { type: 'email', label: 'Supplier e-mail' },
    },
    {
      key: 'unitPrice',
      // `number` renders a kendo-numerictextbox with spin buttons.
      type: 'number',
      props: { label: 'Unit price', min: 0 },
    },
  ];
}
