import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface SupportTicket {
  product?: string;
  priority: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  // The docs page sizes the demo's frame to its content: leave room for the option panel.
  styles: ':host { display: block; min-height: 18rem; }',
})
export class App {
  readonly form = new FormGroup({});
  model: SupportTicket = { priority: 'normal' };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'product',
      type: 'select',
      props: {
        label: 'Product',
        placeholder: 'Which product is affected?',
        // A search box over the option labels.
        filter: true,
        options: [
          { value: 'mail', label: 'Mail server' },
          { value: 'calendar', label: 'Shared calendar' },
          { value: 'storage', label: 'File storage' },
          { value: 'vpn', label: 'VPN gateway' },
        ],
      },
    },
    {
      key: 'priority',
      type: 'select',
      props: {
        label: 'Priority',
        // Required selects have no clear button.
        required: true,
        options: [
          { value: 'low', label: 'Low' },
          { value: 'normal', label: 'Normal' },
          { value: 'urgent', label: 'Urgent' },
        ],
      },
    },
  ];
}
