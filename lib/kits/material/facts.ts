/** Material: the facts the build and the playground's export read (lib/kits/facts.ts); its registry entry is kit.ts. */
import type {AppConfigParts, KitSetup} from '../spec';

export const setup: KitSetup = {imports: [], providers: [], formFieldControl: '@ngx-formly/material/form-field'};

export const fieldEntryPoints = ['multicheckbox', 'native-select', 'datepicker', 'slider', 'toggle'];

export const sampleProps = {
  'form-field': {appearance: 'outline'},
  textarea: {autosize: true},
  slider: {discrete: true},
};

export const playgroundExtras: AppConfigParts = {
  imports: [
    "import { provideNativeDateAdapter } from '@angular/material/core';",
    "import { withFormlyFieldDatepicker } from '@ngx-formly/material/datepicker';",
    "import { withFormlyFieldToggle } from '@ngx-formly/material/toggle';",
  ],
  providers: ['provideNativeDateAdapter()'],
  formly: ['withFormlyFieldDatepicker()', 'withFormlyFieldToggle()'],
};

// Material's M3 themes style through tokens; the classes are its components' own.
export const frameworkClasses = {prefixes: ['mat-', 'mdc-', 'cdk-']};

// What readers type to mean the kit: its name and its components' prefix.
export const searchWords = ['material', 'mat'];
