import { AsyncPipe } from '@angular/common';
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { FieldType, FieldTypeConfig } from '@ngx-formly/core';
import { FormlyFieldSelectProps, FormlySelectOptionsPipe } from '@ngx-formly/core/select';
import { FormlyFieldProps } from '@ngx-formly/primeng/form-field';
import { MultiSelect } from 'primeng/multiselect';

type MultiSelectProps = FormlyFieldProps & FormlyFieldSelectProps;

/**
 * A select that keeps an array of values, built on PrimeNG's p-multiselect: the
 * kit's own select type is single-value. The label's `for` points at the
 * control's focusable input through `inputId`.
 */
@Component({
  selector: 'app-multiselect-type',
  imports: [ReactiveFormsModule, FormlySelectOptionsPipe, AsyncPipe, MultiSelect],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <p-multiselect
      [inputId]="id"
      [formControl]="formControl"
      [options]="(props.options | formlySelectOptions: field | async) ?? []"
      optionLabel="label"
      optionValue="value"
      [placeholder]="props.placeholder ?? ''"
      display="chip"
      [showClear]="!props.required"
      appendTo="body"
      fluid
    />
  `,
})
export class MultiSelectType extends FieldType<FieldTypeConfig<MultiSelectProps>> {}
