import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface ShiftRequest {
  shift?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: ShiftRequest = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'shift',
      type: 'radio',
      props: {
        label: 'Preferred shift',
        required: true,
        options: [
          { value: 'early', label: 'Early, 6:00–14:00' },
          { value: 'late', label: 'Late, 14:00–22:00' },
          { value: 'night', label: 'Night (no openings)', disabled: true },
        ],
      },
    },
  ];
}
