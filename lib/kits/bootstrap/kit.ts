/** Bootstrap in the kit registry (lib/kits/index.ts): what every page that lists the kits reads. */
import type {KitSpec} from '../spec';

export const kit = {
  name: 'bootstrap',
  label: 'Bootstrap',
  package: '@ngx-formly/bootstrap',
  peerPackages: ['bootstrap'],
  stylesheet: {light: 'kit-bootstrap'},
  feature: 'withFormlyBootstrap',
  ngModule: 'FormlyBootstrapModule',
  browser: true,
  published: true,
  loadOnRequest: false,
} as const satisfies KitSpec;
