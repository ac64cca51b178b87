import { Component, signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { AbstractControl, FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';
import { tap } from 'rxjs';
import { isUsernameFree } from './username-directory';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  readonly status = toSignal(this.form.statusChanges, { initialValue: this.form.status });
  readonly lookups = signal(0);
  model = { username: '' };

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'username',
      type: 'input',
      // The value (and so every validator) is only updated when the field
      // loses focus: one lookup per edit instead of one per keystroke.
      modelOptions: { updateOn: 'blur' },
      props: {
        label: 'Username',
        required: true,
      },
      asyncValidators: {
        available: {
          expression: (control: AbstractControl<string>) =>
            isUsernameFree(control.value ?? '').pipe(
              tap(() => this.lookups.update((count) => count + 1)),
            ),
          message: (_error: unknown, field: FormlyFieldConfig) =>
            `"${field.formControl?.value}" is already taken.`,
        },
      },
    },
    {
      key: 'displayName',
      type: 'input',
      props: { label: 'Display name' },
    },
  ];
}
