import { AsyncPipe } from '@angular/common';
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { FieldType, FieldTypeConfig } from '@ngx-formly/core';
import { FormlyFieldSelectProps, FormlySelectOptionsPipe } from '@ngx-formly/core/select';
import { FormlyFieldProps } from '@ngx-formly/kendo/form-field';
import { MultiSelectComponent } from '@progress/kendo-angular-dropdowns';

type MultiSelectProps = FormlyFieldProps & FormlyFieldSelectProps;

/**
 * A select that keeps an array of values, built on Kendo UI's kendo-multiselect:
 * the kit's own select type is single-value. `focusableId` gives the control's
 * input the id that the wrapper's label points at.
 */
@Component({
  selector: 'app-multiselect-type',
  imports: [ReactiveFormsModule, FormlySelectOptionsPipe, AsyncPipe, MultiSelectComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <kendo-multiselect
      [focusableId]="id"
      [formControl]="formControl"
      [data]="(props.options | formlySelectOptions: field | async) ?? []"
      textField="label"
      valueField="value"
      [valuePrimitive]="true"
      [placeholder]="props.placeholder ?? ''"
    />
  `,
})
export class MultiSelectType extends FieldType<FieldTypeConfig<MultiSelectProps>> {}
