/** NativeScript in the kit registry (lib/kits/index.ts): what every page that lists the kits reads. */
import type {KitSpec} from '../spec';

export const kit = {
  name: 'nativescript',
  label: 'NativeScript',
  package: '@ngx-formly/nativescript',
  peerPackages: [],
  stylesheet: null,
  feature: 'withFormlyNativescript',
  ngModule: 'FormlyNativescriptModule',
  browser: false,
  published: false,
  loadOnRequest: false,
} as const satisfies KitSpec;
