import { CurrencyPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface InvoiceLine {
  item?: string;
  quantity?: number;
  unitPrice?: number;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, CurrencyPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: { lines: InvoiceLine[] } = {
    lines: [
      { item: 'Design workshop', quantity: 1, unitPrice: 900 },
      { item: 'Follow-up call', quantity: 2, unitPrice: 120 },
    ],
  };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'lines',
      type: 'table',
      props: { label: 'Invoice lines', addLabel: 'Add a line' },
      // The template of one row. Each cell uses the compact "cell" wrapper.
      fieldArray: {
        fieldGroup: [
          {
            key: 'item',
            type: 'input',
            wrappers: ['cell'],
            props: { label: 'Item', required: true },
          },
          {
            key: 'quantity',
            type: 'input',
            wrappers: ['cell'],
            defaultValue: 1,
            props: { type: 'number', label: 'Quantity', required: true, min: 1 },
          },
          {
            key: 'unitPrice',
            type: 'input',
            wrappers: ['cell'],
            props: { type: 'number', label: 'Unit price (€)', required: true, min: 0 },
          },
        ],
      },
    },
  ];

  get total(): number {
    return this.model.lines.reduce(
      (sum, line) => sum + (line.quantity ?? 0) * (line.unitPrice ?? 0),
      0,
    );
  }
}
