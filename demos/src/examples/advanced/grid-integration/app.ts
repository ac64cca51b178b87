import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface StockItem {
  sku?: string;
  bin?: string;
  onHand?: number;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: { items: StockItem[] } = {
    items: [
      { sku: 'LMP-0042', bin: 'A-03', onHand: 18 },
      { sku: 'CBL-1180', bin: 'C-11', onHand: 240 },
    ],
  };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'items',
      type: 'grid',
      props: { label: 'Stock count', addText: 'Add an item' },
      fieldArray: {
        fieldGroup: [
          // Labels become column headers. Inside the cells, hideLabel hides them
          // (in every kit but Ionic, whose inputs show them in the control) and
          // aria-label names the inputs for screen readers instead; it does not
          // reach the input inside Kendo UI's and NG-ZORRO's number components.
          {
            key: 'sku',
            type: 'input',
            props: {
              label: 'SKU',
              required: true,
              hideLabel: true,
              attributes: { 'aria-label': 'SKU' },
            },
          },
          {
            key: 'bin',
            type: 'input',
            props: { label: 'Bin', hideLabel: true, attributes: { 'aria-label': 'Bin' } },
          },
          {
            key: 'onHand',
            type: 'input',
            props: {
              type: 'number',
              label: 'On hand',
              min: 0,
              hideLabel: true,
              attributes: { 'aria-label': 'On hand' },
            },
          },
        ],
      },
    },
  ];
}
