import { provideNativeDateAdapter } from '@angular/material/core';
import { withFormlyMaterial } from '@ngx-formly/material';
import { withFormlyFieldDatepicker } from '@ngx-formly/material/datepicker';
import { withFormlyFieldToggle } from '@ngx-formly/material/toggle';
import { AnyProvider, formlyWith } from '../formly-setup';

export const providers = (): AnyProvider[] => [
  provideNativeDateAdapter(),
  formlyWith([...withFormlyMaterial(), withFormlyFieldDatepicker(), withFormlyFieldToggle()]),
];
