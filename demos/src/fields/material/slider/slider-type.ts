import { ChangeDetectionStrategy, Component } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatSlider, MatSliderThumb } from '@angular/material/slider';
import { FieldTypeConfig, FormlyAttributes } from '@ngx-formly/core';
import { FieldType, FormlyFieldProps } from '@ngx-formly/material/form-field';

export interface SliderProps extends FormlyFieldProps {
  discrete?: boolean;
  showTickMarks?: boolean;
  displayWith?: (value: number) => string;
}

/**
 * Stands in for the `slider` type of @ngx-formly/material/slider. Its 7.1.0
 * build imports MatCommonModule, which Angular Material 21 removed, so an
 * Angular 21 app cannot bundle that entry point (ngx-formly issue #4154).
 * This component reads the same props and renders the same mat-slider, so the
 * field configurations in app.ts work unchanged with the packaged type.
 */
@Component({
  selector: 'app-slider-type',
  imports: [ReactiveFormsModule, MatSlider, MatSliderThumb, FormlyAttributes],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <mat-slider
      [min]="props.min ?? 0"
      [max]="props.max ?? 100"
      [step]="props.step ?? 1"
      [discrete]="props.discrete ?? false"
      [showTickMarks]="props.showTickMarks ?? false"
      [displayWith]="props.displayWith ?? formatValue"
    >
      <input matSliderThumb [id]="id" [formControl]="formControl" [formlyAttributes]="field" />
    </mat-slider>
  `,
  styles: `
    mat-slider {
      width: 100%;
    }
  `,
})
export class SliderType extends FieldType<FieldTypeConfig<SliderProps>> {
  // Like the packaged type: keep the label floating above the track, no underline.
  override defaultOptions = { props: { hideFieldUnderline: true, floatLabel: 'always' as const } };

  protected readonly formatValue = (value: number) => `${value}`;
}
