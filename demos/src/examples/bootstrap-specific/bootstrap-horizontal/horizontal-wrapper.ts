import { ChangeDetectionStrategy, Component } from '@angular/core';
import { FieldWrapper, FormlyValidationMessage } from '@ngx-formly/core';

/**
 * Puts the label in a narrow column to the left of the control, the way
 * Bootstrap's horizontal forms do. Fields opt in with `wrappers: ['horizontal']`.
 */
@Component({
  selector: 'app-horizontal-wrapper',
  imports: [FormlyValidationMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="row mb-3">
      @if (props.label && props.hideLabel !== true) {
        <label [attr.for]="id" class="col-sm-4 col-form-label text-sm-end">
          {{ props.label }}
          @if (props.required) {
            <span aria-hidden="true">*</span>
          }
        </label>
      }
      <div class="col-sm-8" [class.offset-sm-4]="!props.label || props.hideLabel">
        <ng-container #fieldComponent />
        @if (showError) {
          <div class="invalid-feedback d-block">
            <formly-validation-message [field]="field" />
          </div>
        }
        @if (props.description) {
          <div class="form-text">{{ props.description }}</div>
        }
      </div>
    </div>
  `,
})
export class HorizontalWrapper extends FieldWrapper {}
