import { Component } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { AbstractControl, FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';
import { existingProjectKeys, isProjectKeyTaken } from './project-registry';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  readonly status = toSignal(this.form.statusChanges, { initialValue: this.form.status });
  readonly existingKeys = existingProjectKeys;
  model = { name: 'Documentation' };

  readonly fields: FormlyFieldConfig[] = [
    { key: 'name', type: 'input', props: { label: 'Project name', required: true } },
    {
      key: 'key',
      type: 'input',
      props: {
        label: 'Project key',
        required: true,
        pattern: /^[A-Z]{2,10}$/,
        description: 'Prefixes every ticket of the project, so it must be unique.',
      },
      // The control takes the new value when the field loses focus, so the
      // lookup runs once per edit. (debounce would only delay the model: the
      // control, and so this validator, would still update on every key.)
      modelOptions: { updateOn: 'blur' },
      asyncValidators: {
        uniqueKey: {
          // An async validator may return a Promise or an Observable of a boolean.
          expression: async (control: AbstractControl<string>) =>
            !(await isProjectKeyTaken(control.value)),
          message: (_error: unknown, field: FormlyFieldConfig) =>
            `A project with the key ${field.formControl?.value} already exists.`,
        },
      },
    },
  ];
}
