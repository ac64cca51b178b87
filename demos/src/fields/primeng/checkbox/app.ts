import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface OrderExtras {
  giftReceipt: boolean;
  plasticFree: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: OrderExtras = { giftReceipt: false, plasticFree: true };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'giftReceipt',
      type: 'checkbox',
      props: { label: 'Add a gift receipt without prices' },
    },
    {
      key: 'plasticFree',
      type: 'checkbox',
      props: { label: 'Plastic-free packaging' },
    },
  ];
}
