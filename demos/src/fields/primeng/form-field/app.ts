import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { Button } from 'primeng/button';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface WarrantyClaim {
  serialNumber?: string;
  purchasedFrom?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, Button, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: WarrantyClaim = {};
  submitted = false;

  // The form-field wrapper renders the label with its required marker above
  // each input and the validation message under it.
  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'serialNumber',
      type: 'input',
      props: {
        label: 'Serial number (on the back of the device)',
        placeholder: 'AB-1234',
        required: true,
        pattern: /^[A-Z]{2}-\d{4}$/,
      },
    },
    {
      key: 'purchasedFrom',
      type: 'input',
      props: {
        label: 'Shop you bought it from',
        required: true,
        // The field stays mandatory, only the asterisk is left out.
        hideRequiredMarker: true,
      },
    },
  ];

  submitClaim(): void {
    this.submitted = this.form.valid;
  }
}
