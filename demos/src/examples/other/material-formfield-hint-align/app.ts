import { JsonPipe } from '@angular/common';
import { Component, OnInit, TemplateRef, ViewChild } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

const maxStatusLength = 140;

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App implements OnInit {
  @ViewChild('channelHint', { static: true }) channelHint!: TemplateRef<unknown>;

  readonly form = new FormGroup({});
  model = { status: 'Shipping the new release today!' };
  fields: FormlyFieldConfig[] = [];

  ngOnInit(): void {
    this.fields = [
      {
        key: 'status',
        type: 'textarea',
        props: {
          label: 'Status update',
          required: true,
          maxLength: maxStatusLength,
          rows: 3,
          // Under the field on the left…
          hintStart: 'Visible to your whole team.',
        },
        expressions: {
          // …and on the right, recomputed as the value changes.
          'props.hintEnd': (field: FormlyFieldConfig) =>
            `${field.formControl?.value?.length ?? 0} / ${maxStatusLength}`,
        },
      },
      {
        key: 'channel',
        type: 'input',
        props: {
          label: 'Channel',
          placeholder: '#general',
          appearance: 'outline',
          pattern: /^#\S+$/,
          // A hint can also be a template, when it needs markup.
          hintEnd: this.channelHint,
        },
      },
    ];
  }
}
