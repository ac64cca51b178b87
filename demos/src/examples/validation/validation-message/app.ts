import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';
import { delay, of } from 'rxjs';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model = { percent: 120 };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'code',
      type: 'input',
      // Only the global messages apply here.
      props: { label: 'Discount code', required: true, minLength: 4 },
    },
    {
      key: 'percent',
      type: 'input',
      props: { type: 'number', label: 'Discount in %', required: true, min: 1, max: 90 },
      validation: {
        // Overrides the global "max" message for this field only; "required"
        // still comes from app.config.ts.
        messages: {
          max: (_error, field) => `Discounts stop at ${field.props?.max} %.`,
          min: 'Give at least 1 % off.',
        },
        // Show the (pre-filled, invalid) value's error straight away.
        show: true,
      },
    },
    {
      key: 'expiresOn',
      type: 'input',
      props: { type: 'date', label: 'Expires on', required: true },
      validation: {
        messages: {
          // A message can also be an Observable, such as a translated text
          // that arrives later.
          required: () => of('Codes without an end date are not allowed.').pipe(delay(200)),
        },
      },
    },
  ];
}
