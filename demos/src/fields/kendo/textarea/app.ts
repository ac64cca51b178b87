import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface ShiftHandover {
  notes?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: ShiftHandover = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'notes',
      type: 'textarea',
      props: {
        label: 'Handover notes',
        placeholder: 'Open orders, machines to check, anything the next shift should know',
        description: 'The next shift lead reads these first.',
        // This textarea type binds no rows prop: size it through attributes.
        attributes: { rows: 4 },
      },
    },
  ];
}
