import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { FieldType, FormlyField, FormlyFieldConfig } from '@ngx-formly/core';

/** Calls `visit` for every field with a key inside `group`, however deep. */
function forEachKeyedField(
  group: FormlyFieldConfig,
  visit: (field: FormlyFieldConfig) => void,
): void {
  for (const child of group.fieldGroup ?? []) {
    if (child.key === undefined) {
      forEachKeyedField(child, visit);
    } else {
      visit(child);
    }
  }
}

/**
 * Shows one child group at a time as a numbered step. "Next" only moves on
 * when the current step is valid; otherwise it reveals the step's errors.
 * The last step's button submits the surrounding form.
 */
@Component({
  selector: 'app-steps-type',
  imports: [FormlyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <ol class="steps list-unstyled d-flex gap-3 mb-3">
      @for (step of field.fieldGroup; track step.id; let index = $index) {
        <li [attr.aria-current]="index === current() ? 'step' : null">
          <span
            class="badge rounded-pill"
            [class]="index <= current() ? 'text-bg-primary' : 'text-bg-secondary'"
          >
            {{ index + 1 }}
          </span>
          {{ step.props?.label }}
        </li>
      }
    </ol>

    @for (step of field.fieldGroup; track step.id; let index = $index) {
      <section [hidden]="index !== current()" [attr.aria-label]="step.props?.label">
        <formly-field [field]="step" />
      </section>
    }

    <div class="d-flex gap-2">
      @if (current() > 0) {
        <button type="button" class="btn btn-outline-secondary" (click)="back()">Back</button>
      }
      @if (current() < lastIndex) {
        <button type="button" class="btn btn-primary" (click)="next()">Next</button>
      } @else {
        <button type="submit" class="btn btn-success">{{ props['submitText'] ?? 'Submit' }}</button>
      }
    </div>
  `,
})
export class StepsType extends FieldType {
  readonly current = signal(0);

  get lastIndex(): number {
    return (this.field.fieldGroup?.length ?? 1) - 1;
  }

  next(): void {
    const step = this.field.fieldGroup![this.current()];
    let valid = true;
    forEachKeyedField(step, (field) => {
      field.formControl?.markAsTouched();
      valid &&= !field.formControl?.invalid;
    });
    if (valid) {
      this.current.update((index) => index + 1);
    }
  }

  back(): void {
    this.current.update((index) => index - 1);
  }
}
