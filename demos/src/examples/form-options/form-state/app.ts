import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm, FormlyFormOptions } from '@ngx-formly/core';

interface Invoice {
  customer?: string;
  amount?: number;
  dueInDays?: number;
}

interface InvoiceFormState {
  locked: boolean;
  currency: 'EUR' | 'USD' | 'JPY';
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: Invoice = { customer: 'Northwind Traders', amount: 1250, dueInDays: 30 };

  // formState is shared by every field of the form but is not part of the
  // model: a good home for UI switches that the fields react to.
  readonly options: FormlyFormOptions = {
    formState: { locked: false, currency: 'EUR' } satisfies InvoiceFormState,
  };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'customer',
      type: 'input',
      props: { label: 'Customer' },
      expressions: { 'props.disabled': 'formState.locked' },
    },
    {
      key: 'amount',
      type: 'input',
      props: { type: 'number', label: 'Amount' },
      expressions: {
        'props.disabled': 'formState.locked',
        'props.label': (field: FormlyFieldConfig) =>
          `Amount in ${field.options?.formState.currency}`,
      },
    },
    {
      key: 'dueInDays',
      type: 'input',
      props: { type: 'number', label: 'Payment due in (days)' },
      expressions: { 'props.disabled': 'formState.locked' },
    },
  ];

  get formState(): InvoiceFormState {
    return this.options.formState;
  }

  // <formly-form> watches every property of formState: assigning one re-runs
  // the expressions and re-renders the fields, with no further call needed.
  setLocked(locked: boolean): void {
    this.formState.locked = locked;
  }

  setCurrency(currency: string): void {
    this.formState.currency = currency as InvoiceFormState['currency'];
  }
}
