import { JsonPipe } from '@angular/common';
import { Component, ViewEncapsulation } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

function randomCoupon(): string {
  return `SAVE-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  styleUrl: './app.css',
  // The add-on markup belongs to Formly's wrapper component, so the style in
  // app.css must not be scoped to this component.
  encapsulation: ViewEncapsulation.None,
})
export class App {
  readonly form = new FormGroup({});
  model = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'handle',
      type: 'input',
      props: { label: 'Social handle', addonLeft: { text: '@' } },
    },
    {
      key: 'shopName',
      type: 'input',
      props: {
        label: 'Shop address',
        addonLeft: { text: 'https://' },
        addonRight: { text: '.shop.example' },
      },
    },
    {
      key: 'price',
      type: 'input',
      props: {
        type: 'number',
        label: 'Price',
        // `class` is set on an <i> element inside the add-on: here a CSS
        // class of our own draws a currency sign before the text.
        addonLeft: { class: 'currency-sign' },
        addonRight: { text: '.00' },
      },
    },
    {
      key: 'coupon',
      type: 'input',
      props: {
        label: 'Coupon code',
        description: 'Click "Generate" to fill in a random code.',
        addonRight: {
          text: 'Generate',
          onClick: (field: FormlyFieldConfig) => field.formControl?.setValue(randomCoupon()),
        },
      },
    },
  ];
}
