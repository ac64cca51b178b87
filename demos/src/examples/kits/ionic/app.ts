import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { IonicModule } from '@ionic/angular';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface BikeRental {
  rider?: string;
  bike: string;
  day?: string;
  hours: number;
  helmet: boolean;
  returnTo: string;
  waiver?: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, IonicModule, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: BikeRental = { bike: 'city', hours: 3, helmet: true, returnTo: 'same' };
  booked = false;

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'rider',
      type: 'input',
      props: { label: 'Rider name', labelPosition: 'stacked', required: true },
    },
    {
      key: 'bike',
      type: 'select',
      props: {
        label: 'Bike',
        interface: 'popover',
        options: [
          { value: 'city', label: 'City bike' },
          { value: 'e-bike', label: 'E-bike' },
          { value: 'cargo', label: 'Cargo bike' },
        ],
      },
    },
    {
      key: 'day',
      type: 'datetime',
      props: { placeholder: 'Pick a rental day', presentation: 'date' },
    },
    {
      key: 'hours',
      type: 'slider',
      props: { label: 'Hours', labelPosition: 'stacked', min: 1, max: 8 },
    },
    { key: 'helmet', type: 'toggle', props: { label: 'Add a helmet' } },
    {
      key: 'returnTo',
      type: 'radio',
      props: {
        label: 'Return the bike to',
        options: [
          { value: 'same', label: 'The same station' },
          { value: 'any', label: 'Any station in town' },
        ],
      },
    },
    {
      key: 'waiver',
      type: 'checkbox',
      props: { label: 'I accept the rental terms', required: true },
    },
  ];

  book(): void {
    this.booked = this.form.valid;
  }
}
