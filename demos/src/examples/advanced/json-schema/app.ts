import { JsonPipe } from '@angular/common';
import { Component, inject } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';
import { FormlyJsonschema } from '@ngx-formly/core/json-schema';
import { talkProposalSchema } from './talk-proposal.schema';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model = {};

  // The schema turns into one root field (type "object") holding the rest.
  readonly fields: FormlyFieldConfig[] = [
    inject(FormlyJsonschema).toFieldConfig(talkProposalSchema),
  ];
}
