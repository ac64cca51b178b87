import { AsyncPipe } from '@angular/common';
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { FieldType, FieldTypeConfig, FormlyAttributes } from '@ngx-formly/core';
import { FormlySelectOptionsPipe } from '@ngx-formly/core/select';

/**
 * Radio buttons drawn as a row of stars. Through `extends` it keeps the
 * "radio" type's "form-field" wrapper; it reads the options itself, through
 * the formlySelectOptions pipe, as the radio type's own component does.
 * `[name]` feeds Angular's radio directive, which keeps it off the element;
 * `[attr.name]` writes it too, so the stars form one group and one Tab stop.
 */
@Component({
  selector: 'app-rating-type',
  imports: [ReactiveFormsModule, FormlyAttributes, FormlySelectOptionsPipe, AsyncPipe],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="rating" role="radiogroup" [attr.aria-label]="props.label">
      @for (option of props.options | formlySelectOptions: field | async; track option.value) {
        <label class="rating-star" [class.lit]="formControl.value >= option.value">
          <input
            type="radio"
            class="rating-offscreen"
            [id]="id + '_' + $index"
            [name]="id"
            [attr.name]="id"
            [value]="option.value"
            [formControl]="formControl"
            [formlyAttributes]="field"
          />
          <span aria-hidden="true">★</span>
          <span class="rating-offscreen">{{ option.label }}</span>
        </label>
      }
    </div>
  `,
  styles: `
    .rating {
      display: flex;
      gap: 0.25rem;
      font-size: 1.75rem;
      line-height: 1;
    }
    .rating-star {
      cursor: pointer;
      color: var(--bs-secondary-color, #6c757d);
    }
    /* Out of sight but read by screen readers; a class of its own, so that it works in every kit. */
    .rating-offscreen {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      padding: 0;
      border: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    .rating-star.lit {
      color: #d97706;
    }
    .rating-star:has(input:focus-visible) {
      outline: 2px solid var(--bs-primary, currentColor);
      outline-offset: 2px;
    }
  `,
})
export class RatingType extends FieldType<FieldTypeConfig> {}
