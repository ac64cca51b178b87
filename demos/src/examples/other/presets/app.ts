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

  readonly fields: FormlyFieldConfig[] = [
    { key: 'email', type: '#email' },
    {
      key: 'giftRecipientEmail',
      type: '#email',
      // Anything set on the field wins over the preset.
      props: { label: 'Recipient e-mail (for gifts)', required: false },
    },
    { key: 'deliveryOn', type: '#deliveryDate' },
    { key: 'acceptedTerms', type: '#acceptTerms' },
  ];
}
