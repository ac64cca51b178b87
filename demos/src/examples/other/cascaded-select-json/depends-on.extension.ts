import { FormlyExtension, FormlyFieldConfig } from '@ngx-formly/core';
import { tap } from 'rxjs';

/**
 * Lets a JSON field say `"props": { "dependsOn": "make" }`: JSON cannot hold a
 * function, so this extension adds the hook that clears the field whenever
 * the field it depends on changes.
 */
export const dependsOnExtension: FormlyExtension = {
  onPopulate(field: FormlyFieldConfig) {
    const parentKey: string | undefined = field.props?.['dependsOn'];
    if (!parentKey || field.hooks?.onInit) {
      return;
    }
    field.hooks = {
      ...field.hooks,
      onInit: (self: FormlyFieldConfig) =>
        self.form?.get(parentKey)?.valueChanges.pipe(tap(() => self.formControl?.setValue(null))),
    };
  },
};
