import { provideNativeDateAdapter } from '@angular/material/core';
import { withFormlyMaterial } from '@ngx-formly/material';
import { withFormlyFieldDatepicker } from '@ngx-formly/material/datepicker';
import { withFormlyFieldToggle } from '@ngx-formly/material/toggle';
import { AnyProvider, formlyWith } from '../formly-setup';
// The types and wrappers of the examples that run in this kit (written by scripts/playground-frame.ts).
import { exampleRegistrations } from '../example-types/material';

export const providers = (): AnyProvider[] => [
  provideNativeDateAdapter(),
  ...formlyWith([
    ...withFormlyMaterial(),
    withFormlyFieldDatepicker(),
    withFormlyFieldToggle(),
    ...exampleRegistrations,
  ]),
];
