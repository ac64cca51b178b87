import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface ShirtOrder {
  size?: string;
  fit: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: ShirtOrder = { fit: 'regular' };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'size',
      type: 'radio',
      props: {
        label: 'Size',
        required: true,
        options: [
          { value: 'S', label: 'Small' },
          { value: 'M', label: 'Medium' },
          { value: 'L', label: 'Large' },
          { value: 'XL', label: 'Extra large (out of stock)', disabled: true },
        ],
      },
    },
    {
      key: 'fit',
      type: 'radio',
      props: {
        label: 'Fit',
        options: [
          { value: 'regular', label: 'Regular' },
          { value: 'slim', label: 'Slim' },
        ],
      },
    },
  ];
}
