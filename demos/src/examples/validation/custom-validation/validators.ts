import { AbstractControl, ValidationErrors } from '@angular/forms';

/**
 * A reusable validator: registered once in app.config.ts under the name
 * "slug", then switched on for any field with `validators: { validation: ['slug'] }`.
 * Empty values pass; `required` is responsible for those.
 */
export function slugValidator(control: AbstractControl): ValidationErrors | null {
  const value: string = control.value ?? '';
  return value === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? null : { slug: true };
}
