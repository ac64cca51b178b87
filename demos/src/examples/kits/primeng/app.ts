import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { Button } from 'primeng/button';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface DinnerRsvp {
  guestName?: string;
  attending?: string;
  menu?: string;
  arrival?: Date;
  bringsPartner: boolean;
  message?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, Button, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: DinnerRsvp = { bringsPartner: false };
  answered = false;

  readonly fields: FormlyFieldConfig[] = [
    { key: 'guestName', type: 'input', props: { label: 'Your name', required: true } },
    {
      key: 'attending',
      type: 'radio',
      props: {
        label: 'Will you join us?',
        required: true,
        options: [
          { value: 'yes', label: 'Yes, gladly' },
          { value: 'no', label: 'Sadly not' },
        ],
      },
    },
    {
      key: 'menu',
      type: 'select',
      props: {
        label: 'Menu',
        placeholder: 'Choose a menu',
        options: [
          { value: 'fish', label: 'Grilled sea bass' },
          { value: 'veggie', label: 'Mushroom risotto' },
          { value: 'kids', label: "Children's menu" },
        ],
      },
    },
    {
      key: 'arrival',
      type: 'datepicker',
      props: {
        label: 'Arrival',
        placeholder: 'dd/mm/yyyy hh:mm',
        dateFormat: 'dd/mm/yy',
        showTime: true,
        hourFormat: '24',
        stepMinute: 15,
      },
    },
    { key: 'bringsPartner', type: 'checkbox', props: { label: 'I am bringing a partner' } },
    {
      key: 'message',
      type: 'textarea',
      props: { label: 'A note for the hosts', attributes: { rows: 3 } },
    },
  ];

  answer(): void {
    this.answered = this.form.valid;
  }
}
