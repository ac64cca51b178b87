import { ChangeDetectionStrategy, Component } from '@angular/core';
import { FieldType, FormlyFieldConfig, FormlyFieldProps } from '@ngx-formly/core';

export interface ButtonProps extends FormlyFieldProps {
  text: string;
  /** A Bootstrap button variant: primary, secondary, outline-danger, … */
  variant?: string;
  /** Called on click; a button without one (in a form written as JSON, say) does nothing. */
  onClick?: (field: FormlyFieldConfig, event: MouseEvent) => void;
}

/**
 * A field type that renders a button. It has no key and no form control: it
 * acts on the other fields through the callback in its props.
 */
@Component({
  selector: 'app-button-type',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <button
      type="button"
      class="btn"
      [class]="'btn-' + (props.variant ?? 'primary')"
      [disabled]="props.disabled"
      (click)="props.onClick?.(field, $event)"
    >
      {{ props.text }}
    </button>
  `,
})
export class ButtonType extends FieldType<FormlyFieldConfig<ButtonProps>> {}
