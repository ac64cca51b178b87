import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { NzButtonModule } from 'ng-zorro-antd/button';
import { NzFormModule } from 'ng-zorro-antd/form';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface Workspace {
  name?: string;
  slug?: string;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, NzFormModule, NzButtonModule, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: Workspace = {};
  created = false;

  // The form-field wrapper renders an Ant Design form item: the label with its
  // required mark, the description as extra text and the error as its tip.
  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'name',
      type: 'input',
      props: {
        label: 'Workspace name',
        required: true,
        minLength: 3,
        description: 'Shown to everyone you invite.',
      },
    },
    {
      key: 'slug',
      type: 'input',
      props: {
        label: 'Short name',
        placeholder: 'design-team',
        description: 'Optional, used in links.',
      },
    },
  ];

  create(): void {
    this.created = this.form.valid;
  }
}
