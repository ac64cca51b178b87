/**
 * What each browser kit's app.config.ts needs besides its Formly feature: the
 * imports and providers written into the kit-agnostic examples' app.config.ts in
 * each kit (lib/kit-variants.ts) and into the playground's
 * StackBlitz export. A module of its own, apart from the kit list (kits.ts), so
 * that pages listing kits do not download it.
 */
import type {BrowserKitName} from './kits';

/** An import a kit's set-up adds to app.config.ts. */
export interface KitImport {
  from: string;
  /** Named imports; none for a side-effect import. */
  names?: readonly string[];
  /** Default import. */
  default?: string;
}

/** A provider a kit needs in app.config.ts besides its Formly feature. */
export interface KitProvider {
  /** One line saying why, written above the provider. */
  comment: string;
  code: string;
}

/** The import statement of one `KitImport`, as app.config.ts writes it. */
export function importStatement(entry: KitImport): string {
  const clauses = [entry.default, entry.names ? `{ ${entry.names.join(', ')} }` : undefined].filter(Boolean);
  return clauses.length ? `import ${clauses.join(', ')} from '${entry.from}';` : `import '${entry.from}';`;
}

/** What app.config.ts needs besides the kit's feature for its components to work. */
export interface KitSetup {
  imports: readonly KitImport[];
  providers: readonly KitProvider[];
  /**
   * Set when the kit's form-field wrapper only works around components that
   * extend the FieldType of this entry point (Material's wraps a mat-form-field,
   * which needs a form-field control), so custom types written for another kit
   * cannot sit in it.
   */
  formFieldControl?: string;
}

export const kitSetups: Record<BrowserKitName, KitSetup> = {
  bootstrap: {imports: [], providers: []},
  material: {imports: [], providers: [], formFieldControl: '@ngx-formly/material/form-field'},
  ionic: {
    imports: [
      {from: '@angular/core', names: ['importProvidersFrom']},
      {from: '@ionic/angular', names: ['IonicModule']},
      {from: '@ngx-formly/core', names: ['provideFormlyConfig']},
    ],
    providers: [
      {
        comment: "Formly's Ionic types are built from Ionic's components, which IonicModule sets up.",
        code: "importProvidersFrom(IonicModule.forRoot({ mode: 'md' }))",
      },
      {
        comment:
          'A select created after start-up, such as one in a row added later, shows blank alert buttons unless its props name them.',
        code: "provideFormlyConfig({ types: [{ name: 'select', defaultOptions: { props: { okText: 'OK', cancelText: 'Cancel' } } }] })",
      },
    ],
  },
  primeng: {
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
  },
  kendo: {
    imports: [{from: '@angular/platform-browser/animations', names: ['provideAnimations']}],
    providers: [
      {
        comment: "Kendo UI animates its popups, such as the select's list, with @angular/animations.",
        code: 'provideAnimations()',
      },
    ],
  },
  'ng-zorro-antd': {
    imports: [{from: 'ng-zorro-antd/i18n', names: ['en_US', 'provideNzI18n']}],
    providers: [
      {
        comment: "NG-ZORRO's built-in texts are Chinese unless told otherwise.",
        code: 'provideNzI18n(en_US)',
      },
    ],
  },
};
