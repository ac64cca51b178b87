import { withFormlyPrimeNG } from '@ngx-formly/primeng';
import { withFormlyFieldDatepicker } from '@ngx-formly/primeng/datepicker';
import Aura from '@primeuix/themes/aura';
import { providePrimeNG } from 'primeng/config';
import { AnyProvider, formlyWith } from '../formly-setup';
// The types and wrappers of the examples that run in this kit (written by scripts/playground-frame.ts).
import { exampleRegistrations } from '../example-types/primeng';

export const providers = (): AnyProvider[] => [
  providePrimeNG({ theme: { preset: Aura, options: { darkModeSelector: '[data-theme="dark"]' } } }),
  ...formlyWith([...withFormlyPrimeNG(), withFormlyFieldDatepicker(), ...exampleRegistrations]),
];
