import { ChangeDetectionStrategy, Component } from '@angular/core';
import { FieldArrayType, FormlyField, FormlyFieldConfig } from '@ngx-formly/core';

/**
 * An array field laid out as a table: one row per item, one column per field
 * of `fieldArray`, whose labels become the column headers.
 */
@Component({
  selector: 'app-table-type',
  imports: [FormlyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <table class="table table-sm align-top">
      <caption class="caption-top">
        {{
          props.label
        }}
      </caption>
      <thead>
        <tr>
          @for (column of columns; track column.key) {
            <th scope="col">{{ column.props?.label }}</th>
          }
          <th scope="col"><span class="visually-hidden">Actions</span></th>
        </tr>
      </thead>
      <tbody>
        @for (row of field.fieldGroup; track row.id; let index = $index) {
          <tr>
            @for (cell of row.fieldGroup; track cell.id) {
              <td><formly-field [field]="cell" /></td>
            }
            <td>
              <button
                type="button"
                class="btn btn-sm btn-outline-danger"
                [attr.aria-label]="'Remove row ' + (index + 1)"
                (click)="remove(index)"
              >
                Remove
              </button>
            </td>
          </tr>
        }
      </tbody>
    </table>
    <button type="button" class="btn btn-sm btn-outline-primary mb-3" (click)="add()">
      {{ props['addLabel'] ?? 'Add a row' }}
    </button>
  `,
})
export class TableType extends FieldArrayType {
  get columns(): FormlyFieldConfig[] {
    const template = this.field.fieldArray as FormlyFieldConfig;
    return template.fieldGroup ?? [];
  }
}
