/** Ionic in the kit registry (lib/kits/index.ts): what every page that lists the kits reads. */
import type {KitSpec} from '../spec';

export const kit = {
  name: 'ionic',
  label: 'Ionic',
  package: '@ngx-formly/ionic',
  peerPackages: ['@ionic/angular'],
  stylesheet: {light: 'kit-ionic'},
  feature: 'withFormlyIonic',
  ngModule: 'FormlyIonicModule',
  browser: true,
  published: true,
  loadOnRequest: false,
} as const satisfies KitSpec;
