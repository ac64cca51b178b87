import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface ReadingSettings {
  fontSize: number;
  brightness: number;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: ReadingSettings = { fontSize: 16, brightness: 70 };

  // The range prints min and max at both ends of the track.
  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'fontSize',
      type: 'slider',
      props: { label: 'Text size', labelPosition: 'stacked', min: 12, max: 24 },
    },
    {
      key: 'brightness',
      type: 'slider',
      props: { label: 'Brightness', labelPosition: 'stacked', min: 0, max: 100 },
    },
  ];
}
