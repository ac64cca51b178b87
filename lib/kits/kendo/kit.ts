/** Kendo UI in the kit registry (lib/kits/index.ts): what every page that lists the kits reads. */
import type {KitSpec} from '../spec';

export const kit = {
  name: 'kendo',
  label: 'Kendo UI',
  package: '@ngx-formly/kendo',
  peerPackages: [
    '@progress/kendo-angular-dropdowns',
    '@progress/kendo-angular-inputs',
    '@progress/kendo-angular-label',
    '@progress/kendo-theme-default',
    '@angular/animations',
    '@angular/localize',
  ],
  stylesheet: {light: 'kit-kendo', dark: 'kit-kendo-dark'},
  // Kendo's components translate their built-in texts with Angular's $localize.
  polyfills: ['@angular/localize/init'],
  feature: 'withFormlyKendo',
  ngModule: 'FormlyKendoModule',
  browser: true,
  published: true,
  loadOnRequest: true,
} as const satisfies KitSpec;
