import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface AccountClosure {
  exportFirst: boolean;
  confirmed?: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: AccountClosure = { exportFirst: true };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'exportFirst',
      type: 'checkbox',
      props: { label: 'E-mail me an export of my data first' },
    },
    {
      key: 'confirmed',
      type: 'checkbox',
      props: {
        label: 'I understand that closing my account cannot be undone',
        required: true,
        // An unanswered box is drawn empty rather than half-checked.
        indeterminate: false,
        color: 'warn',
      },
    },
  ];
}
