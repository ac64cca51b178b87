import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface Transfer {
  warehouse?: string;
  carrier?: { value: string; label: string };
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  // The docs page sizes the demo's frame to its content: leave room for the option list.
  styles: ':host { display: block; min-height: 16rem; }',
})
export class App {
  readonly form = new FormGroup({});
  model: Transfer = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'warehouse',
      type: 'select',
      props: {
        label: 'Destination warehouse',
        required: true,
        options: [
          { value: 'rotterdam', label: 'Rotterdam' },
          { value: 'leipzig', label: 'Leipzig' },
          { value: 'gdansk', label: 'Gdańsk' },
        ],
      },
    },
    {
      key: 'carrier',
      type: 'select',
      props: {
        label: 'Carrier',
        // The model receives the whole option object instead of its value.
        primitive: false,
        options: [
          { value: 'rail', label: 'Rail freight' },
          { value: 'road', label: 'Road haulage' },
        ],
      },
    },
  ];
}
