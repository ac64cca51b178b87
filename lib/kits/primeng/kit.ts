/** PrimeNG in the kit registry (lib/kits/index.ts): what every page that lists the kits reads. */
import type {KitSpec} from '../spec';

export const kit = {
  name: 'primeng',
  label: 'PrimeNG',
  package: '@ngx-formly/primeng',
  peerPackages: ['primeng', '@primeuix/themes'],
  stylesheet: {light: 'kit-primeng'},
  feature: 'withFormlyPrimeNG',
  ngModule: 'FormlyPrimeNGModule',
  browser: true,
  published: true,
  loadOnRequest: false,
} as const satisfies KitSpec;
