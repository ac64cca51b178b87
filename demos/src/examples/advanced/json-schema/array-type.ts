import { ChangeDetectionStrategy, Component } from '@angular/core';
import { FieldArrayType, FormlyField, FormlyValidationMessage } from '@ngx-formly/core';

/** Renders a JSON Schema "array": one block per item, with add and remove buttons. */
@Component({
  selector: 'app-array-type',
  imports: [FormlyField, FormlyValidationMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <fieldset class="mb-3">
      <legend class="fs-6 fw-semibold mb-1">{{ props.label }}</legend>
      @if (props.description) {
        <p class="form-text mt-0">{{ props.description }}</p>
      }
      @for (item of field.fieldGroup; track item.id; let index = $index) {
        <div class="border rounded p-2 pb-0 mb-2">
          <formly-field [field]="item" />
          <button
            type="button"
            class="btn btn-sm btn-outline-danger mb-2"
            [attr.aria-label]="'Remove ' + props.label + ' ' + (index + 1)"
            (click)="remove(index)"
          >
            Remove
          </button>
        </div>
      }
      @if (showError && formControl.errors) {
        <div class="invalid-feedback d-block mb-2">
          <formly-validation-message [field]="field" />
        </div>
      }
      <button type="button" class="btn btn-sm btn-outline-primary" (click)="add()">
        Add to {{ props.label }}
      </button>
    </fieldset>
  `,
})
export class ArrayType extends FieldArrayType {
  // Adding or removing an item edits the list itself, so its own rules
  // (required, minItems, maxItems) may show their errors from then on.
  override add(index?: number, initialModel?: unknown, options?: { markAsDirty: boolean }): void {
    super.add(index, initialModel, options);
    this.formControl.markAsTouched();
  }

  override remove(index: number, options?: { markAsDirty: boolean }): void {
    super.remove(index, options);
    this.formControl.markAsTouched();
  }
}
