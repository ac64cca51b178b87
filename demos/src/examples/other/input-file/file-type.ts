import { ChangeDetectionStrategy, Component } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { FieldType, FieldTypeConfig, FormlyAttributes } from '@ngx-formly/core';
import { FileValueAccessor } from './file-value-accessor';

/** A file picker field; `props.multiple` and `props.accept` go to the input. */
@Component({
  selector: 'app-file-type',
  imports: [ReactiveFormsModule, FormlyAttributes, FileValueAccessor],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <input
      type="file"
      appFileInput
      class="form-control"
      [class.is-invalid]="showError"
      [formControl]="formControl"
      [formlyAttributes]="field"
      [multiple]="props['multiple'] ?? false"
      [attr.accept]="props['accept']"
    />
  `,
})
export class FileType extends FieldType<FieldTypeConfig> {}
