import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface ThermostatSchedule {
  dayTemperature: number;
  fanSpeed: number;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: ThermostatSchedule = { dayTemperature: 21, fanSpeed: 2 };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'dayTemperature',
      type: 'slider',
      props: {
        label: 'Daytime temperature',
        min: 16,
        max: 26,
        step: 0.5,
        // discrete shows the value above the thumb, formatted by displayWith.
        discrete: true,
        displayWith: (celsius: number) => `${celsius}°`,
      },
    },
    {
      key: 'fanSpeed',
      type: 'slider',
      props: { label: 'Fan speed', min: 1, max: 5, step: 1, showTickMarks: true },
    },
  ];
}
