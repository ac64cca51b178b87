// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { FileType } from '../../../src/examples/other/input-file/file-type';
import { AbstractControl } from '@angular/forms';
import { fieldRule } from '../../field-rule';

const maxTotalBytes = 2 * 1024 * 1024;

function totalSize(files: File[] | null): number {
  return (files ?? []).reduce((sum, file) => sum + file.size, 0);
}

/** What other/input-file registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  types: [
    { name: 'file', component: FileType, wrappers: ['form-field'] },
  ],
  validators: [
    {
      name: 'totalSize',
      validation: fieldRule((control: AbstractControl<File[] | null>) =>
        totalSize(control.value) <= maxTotalBytes),
    },
  ],
  validationMessages: [
    {
      name: 'totalSize',
      message: 'Together the files exceed 2 MB.',
    },
  ],
};
