import { ChangeDetectionStrategy, Component } from '@angular/core';
import { FieldArrayType, FormlyField } from '@ngx-formly/core';

/** An array of single values: one field per item, each with its own remove button. */
@Component({
  selector: 'app-list-type',
  imports: [FormlyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <fieldset class="mb-3">
      <legend class="fs-6 fw-semibold">{{ props.label }}</legend>
      @for (item of field.fieldGroup; track item.id; let index = $index) {
        <div class="d-flex gap-2 align-items-end">
          <formly-field class="flex-grow-1" [field]="item" />
          <button
            type="button"
            class="btn btn-outline-danger mb-3"
            [attr.aria-label]="'Remove entry ' + (index + 1)"
            (click)="remove(index)"
          >
            ✕
          </button>
        </div>
      }
      <button type="button" class="btn btn-sm btn-outline-primary" (click)="add()">
        {{ props['addText'] }}
      </button>
    </fieldset>
  `,
})
export class ListType extends FieldArrayType {}
