import { ChangeDetectionStrategy, Component } from '@angular/core';
import { FieldArrayType, FormlyField } from '@ngx-formly/core';

/**
 * Renders an array field as a list of sections, each built from the
 * `fieldArray` template, with buttons to add and remove sections.
 */
@Component({
  selector: 'app-repeat-type',
  imports: [FormlyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <fieldset class="mb-3">
      <legend class="fs-6 fw-semibold">{{ props.label }}</legend>
      @for (item of field.fieldGroup; track item.id; let index = $index) {
        <section class="border rounded p-3 mb-2" [attr.aria-label]="itemLabel(index)">
          <div class="d-flex justify-content-between align-items-baseline">
            <h3 class="h6">{{ itemLabel(index) }}</h3>
            <button type="button" class="btn btn-sm btn-outline-danger" (click)="remove(index)">
              Remove
            </button>
          </div>
          <formly-field [field]="item" />
        </section>
      } @empty {
        <p class="text-body-secondary">{{ props['emptyText'] }}</p>
      }
      <button type="button" class="btn btn-sm btn-outline-primary" (click)="add()">
        {{ props['addText'] }}
      </button>
    </fieldset>
  `,
})
export class RepeatType extends FieldArrayType {
  itemLabel(index: number): string {
    return `${this.props['itemLabel'] ?? 'Item'} ${index + 1}`;
  }
}
