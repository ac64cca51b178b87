import { withFormlyPrimeNG } from '@ngx-formly/primeng';
import { withFormlyFieldDatepicker } from '@ngx-formly/primeng/datepicker';
import Aura from '@primeuix/themes/aura';
import { providePrimeNG } from 'primeng/config';
import { AnyProvider, formlyWith } from '../formly-setup';

export const providers = (): AnyProvider[] => [
  providePrimeNG({ theme: { preset: Aura, options: { darkModeSelector: '[data-theme="dark"]' } } }),
  formlyWith([...withFormlyPrimeNG(), withFormlyFieldDatepicker()]),
];
