import { JsonPipe } from '@angular/common';
import { Component, OnInit, TemplateRef, ViewChild } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface Parcel {
  trackingCode?: string;
  weight?: number;
  declaredValue?: number;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App implements OnInit {
  // static: true resolves the templates before ngOnInit, so the fields can use them.
  @ViewChild('parcelIcon', { static: true }) parcelIcon!: TemplateRef<unknown>;
  @ViewChild('clearButton', { static: true }) clearButton!: TemplateRef<unknown>;
  @ViewChild('euroSign', { static: true }) euroSign!: TemplateRef<unknown>;
  @ViewChild('kilograms', { static: true }) kilograms!: TemplateRef<unknown>;

  readonly form = new FormGroup({});
  model: Parcel = { trackingCode: 'PKG-2024-0042' };
  fields: FormlyFieldConfig[] = [];

  ngOnInit(): void {
    this.fields = [
      {
        key: 'trackingCode',
        type: 'input',
        props: {
          label: 'Tracking code',
          appearance: 'outline',
          prefix: this.parcelIcon,
          suffix: this.clearButton,
        },
      },
      {
        key: 'weight',
        type: 'input',
        props: { type: 'number', label: 'Weight', min: 0, textSuffix: this.kilograms },
      },
      {
        key: 'declaredValue',
        type: 'input',
        props: { type: 'number', label: 'Declared value', min: 0, textPrefix: this.euroSign },
      },
    ];
  }

  clearTrackingCode(): void {
    // Every built field knows its form control.
    this.fields[0].formControl?.setValue('');
  }
}
