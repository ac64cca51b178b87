/** NG-ZORRO in the kit registry (lib/kits/index.ts): what every page that lists the kits reads. */
import type {KitSpec} from '../spec';

export const kit = {
  name: 'ng-zorro-antd',
  label: 'NG-ZORRO',
  package: '@ngx-formly/ng-zorro-antd',
  peerPackages: ['ng-zorro-antd', '@angular/cdk'],
  stylesheet: {light: 'kit-ng-zorro-antd', dark: 'kit-ng-zorro-antd-dark'},
  feature: 'withFormlyNgZorroAntd',
  ngModule: 'FormlyNgZorroAntdModule',
  browser: true,
  published: true,
  loadOnRequest: false,
} as const satisfies KitSpec;
