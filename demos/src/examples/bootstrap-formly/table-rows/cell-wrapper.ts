import { ChangeDetectionStrategy, Component } from '@angular/core';
import { FieldWrapper, FormlyValidationMessage } from '@ngx-formly/core';

/**
 * A compact wrapper for table cells: the column header shows the label to
 * sighted readers, so here it is kept for screen readers only.
 */
@Component({
  selector: 'app-cell-wrapper',
  imports: [FormlyValidationMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <label class="visually-hidden" [attr.for]="id">{{ props.label }}</label>
    <ng-container #fieldComponent />
    @if (showError) {
      <div class="invalid-feedback d-block">
        <formly-validation-message [field]="field" />
      </div>
    }
  `,
})
export class CellWrapper extends FieldWrapper {}
