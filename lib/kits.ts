/**
 * The one list of UI kits Formly renders with, in the order the docs show them.
 *
 * Read by the demos app (stylesheets), by scripts/demos.ts and the live-examples
 * plugin (which kit a demo uses, the per-kit variants of kit-agnostic examples), by
 * the site (kit switcher, kit list, StackBlitz export, the kit matrix), by the API
 * generator (lib/entry-points.ts) and by the tests. Plain data without
 * imports, so every one of those TypeScript set-ups can load it.
 */

export interface KitSpec {
  /** Folder and route name (`/docs/ui/<name>`), and the `@ngx-formly/<name>` package. */
  name: string;
  /** How the docs name the kit everywhere: switcher, sidebar, tables. */
  label: string;
  package: string;
  /**
   * Packages the kit needs besides its Formly package. Their versions are the
   * ones pinned in demos/package.json, the single place versions are written.
   */
  peerPackages: readonly string[];
  /** Bundle names of the kit's global stylesheets in demos/angular.json (`inject: false`). */
  stylesheet: {light: string; dark?: string} | null;
  /**
   * Scripts the application must load before the kit's components run: the
   * `polyfills` of the build target, in demos/angular.json and in every exported project.
   */
  polyfills?: readonly string[];
  /** The standalone feature function, `provideFormlyCore([...withFormlyX()])`. */
  feature: string;
  /** The NgModule of the older set-up, `FormlyXModule.forRoot()`. */
  ngModule: string;
  /** Renders in a browser: the kit has live demos. */
  browser: boolean;
  /** A 7.x package is published (NativeScript's API pages are written by hand). */
  published: boolean;
  /** Demos wait for a click before loading (the kit's JavaScript is heavy). */
  loadOnRequest: boolean;
}

export const kits = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
] as const satisfies readonly KitSpec[];

export type KitName = (typeof kits)[number]['name'];

/** Kits whose components render in a browser, and so can run live demos. */
export type BrowserKitName = Extract<(typeof kits)[number], {browser: true}>['name'];

export const browserKits = kits.filter((kit): kit is Extract<(typeof kits)[number], {browser: true}> => kit.browser);

export function isKitName(value: unknown): value is KitName {
  return kits.some((kit) => kit.name === value);
}

export function isBrowserKitName(value: unknown): value is BrowserKitName {
  return browserKits.some((kit) => kit.name === value);
}

export function kitByName(name: KitName): KitSpec {
  const kit = kits.find((candidate) => candidate.name === name);
  if (!kit) {
    throw new Error(`"${name}" is not a UI kit; the kits are ${kits.map((k) => k.name).join(', ')}.`);
  }
  return kit;
}
