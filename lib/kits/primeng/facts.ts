/** PrimeNG: the facts the build and the playground's export read (lib/kits/facts.ts); its registry entry is kit.ts. */
import type {AppConfigParts, KitSetup} from '../spec';

export const setup: KitSetup = {
  imports: [
    {from: '@primeuix/themes/aura', default: 'Aura'},
    {from: 'primeng/config', names: ['providePrimeNG']},
  ],
  providers: [
    {
      comment: 'PrimeNG styles its components at run time from a theme preset.',
      code: 'providePrimeNG({ theme: { preset: Aura } })',
    },
  ],
};

export const fieldEntryPoints = ['datepicker'];

export const sampleProps = {datepicker: {showIcon: true, dateFormat: 'dd/mm/yy'}, select: {filter: true}};

export const playgroundExtras: AppConfigParts = {
  imports: ["import { withFormlyFieldDatepicker } from '@ngx-formly/primeng/datepicker';"],
  providers: [],
  formly: ['withFormlyFieldDatepicker()'],
};

// What readers type to mean the kit: its name and its components' prefix.
export const searchWords = ['primeng'];
