import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';

interface LibraryCard {
  fullName?: string;
  email?: string;
  loanLimit: number;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model: LibraryCard = { loanLimit: 5 };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'fullName',
      type: 'input',
      props: { label: 'Full name', required: true },
    },
    {
      key: 'email',
      type: 'input',
      props: { type: 'email', label: 'E-mail for due-date reminders' },
    },
    {
      key: 'loanLimit',
      // `integer` presets a number input, so the model receives a number.
      type: 'integer',
      props: { label: 'Books on loan at once', min: 1, max: 10 },
    },
  ];
}
