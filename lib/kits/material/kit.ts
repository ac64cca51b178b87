/** Material in the kit registry (lib/kits/index.ts): what every page that lists the kits reads. */
import type {KitSpec} from '../spec';

export const kit = {
  name: 'material',
  label: 'Material',
  package: '@ngx-formly/material',
  peerPackages: ['@angular/material', '@angular/cdk'],
  stylesheet: {light: 'kit-material'},
  feature: 'withFormlyMaterial',
  ngModule: 'FormlyMaterialModule',
  browser: true,
  published: true,
  loadOnRequest: false,
} as const satisfies KitSpec;
