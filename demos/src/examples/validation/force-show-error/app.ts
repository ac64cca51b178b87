import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FieldType, FormlyFieldConfig, FormlyForm, FormlyFormOptions } from '@ngx-formly/core';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model = {};

  readonly options: FormlyFormOptions = {
    // Replaces the default rule ("invalid, and touched or submitted") for this
    // form: errors also appear while typing, before the field loses focus.
    // A field's own `validation.show` still forces its errors on.
    showError: ({ formControl, field }: FieldType) =>
      !!formControl?.invalid &&
      (formControl.dirty || formControl.touched || !!field.validation?.show),
  };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'hostname',
      type: 'input',
      props: { label: 'Server name', required: true },
      // This field shows its error from the start.
      validation: { show: true },
    },
    {
      key: 'address',
      type: 'input',
      props: { label: 'IPv4 address', required: true, pattern: /^(\d{1,3}\.){3}\d{1,3}$/ },
    },
    {
      key: 'owner',
      type: 'input',
      props: { label: 'Owner', required: true },
    },
  ];

  revealAll(): void {
    // Touching every control makes the default rule (and ours) show each error.
    this.form.markAllAsTouched();
  }
}
