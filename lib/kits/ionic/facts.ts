/** Ionic: the facts the build and the playground's export read (lib/kits/facts.ts); its registry entry is kit.ts. */
import type {AppConfigParts, KitSetup} from '../spec';

export const setup: KitSetup = {
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
};

export const fieldEntryPoints = ['datetime', 'slider', 'toggle'];

export const sampleProps = {select: {interface: 'popover'}, 'form-field': {labelPosition: 'floating'}};

export const playgroundExtras: AppConfigParts = {
  imports: [
    "import { withFormlyFieldDatetime } from '@ngx-formly/ionic/datetime';",
    "import { withFormlyFieldToggle } from '@ngx-formly/ionic/toggle';",
  ],
  providers: [],
  formly: ['withFormlyFieldDatetime()', 'withFormlyFieldToggle()'],
};

export const frameworkClasses = {stylesheet: '@ionic/angular/css/ionic.bundle.css'};

// What readers type to mean the kit: its name and its components' prefix.
export const searchWords = ['ionic', 'ion'];
