import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { NzFormModule } from 'ng-zorro-antd/form';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface Subscription {
  autoRenew?: boolean;
  paperInvoice: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, NzFormModule, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: Subscription = { paperInvoice: false };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'autoRenew',
      type: 'checkbox',
      props: {
        label: 'Renew my plan automatically every year',
        // Show an empty box, not a half-checked one, until the user decides.
        indeterminate: false,
      },
    },
    {
      key: 'paperInvoice',
      type: 'checkbox',
      props: { label: 'Also send a paper invoice by post' },
    },
  ];
}
