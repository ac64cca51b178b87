import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model = {};

  // Each field names a type and adds only what is specific to it.
  readonly fields: FormlyFieldConfig[] = [
    { key: 'tulipBulbs', type: 'quantity', props: { label: 'Tulip bulbs (packs of 10)' } },
    { key: 'deliveryPostcode', type: 'dutch-postcode', props: { required: true } },
    { key: 'previousOrder', type: 'rating', props: { label: 'How was your last order?' } },
  ];
}
