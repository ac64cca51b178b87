import { EnvironmentProviders, Provider, provideAppInitializer } from '@angular/core';
import { provideIonicAngular } from '@ionic/angular/standalone';
import { provideNativeDateAdapter } from '@angular/material/core';
import { ConfigOption, provideFormlyCore, withFormlyFieldExpression } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { withFormlyMaterial } from '@ngx-formly/material';
import { withFormlyFieldDatepicker as withMaterialDatepicker } from '@ngx-formly/material/datepicker';
import { withFormlyFieldToggle as withMaterialToggle } from '@ngx-formly/material/toggle';
import { withFormlyIonic } from '@ngx-formly/ionic';
import { withFormlyFieldDatetime as withIonicDatetime } from '@ngx-formly/ionic/datetime';
import { withFormlyFieldToggle as withIonicToggle } from '@ngx-formly/ionic/toggle';
import { withFormlyKendo } from '@ngx-formly/kendo';
import { withFormlyPrimeNG } from '@ngx-formly/primeng';
import { withFormlyFieldDatepicker as withPrimeNGDatepicker } from '@ngx-formly/primeng/datepicker';
import { withFormlyNgZorroAntd } from '@ngx-formly/ng-zorro-antd';
import Aura from '@primeuix/themes/aura';
import { providePrimeNG } from 'primeng/config';
import { en_US, provideNzI18n } from 'ng-zorro-antd/i18n';
import { defineIonicElements } from './ionic-elements';
import { jsonSchemaTypes } from './json-schema-types';
import { PlaygroundKit } from './protocol';

type AnyProvider = Provider | EnvironmentProviders;

const validationMessages: ConfigOption = {
  validationMessages: [
    { name: 'required', message: 'This field is required.' },
    { name: 'minLength', message: 'Too short.' },
    { name: 'maxLength', message: 'Too long.' },
    { name: 'min', message: 'Too small.' },
    { name: 'max', message: 'Too large.' },
    { name: 'pattern', message: 'Does not match the pattern.' },
    { name: 'email', message: 'Enter a valid e-mail address.' },
  ],
};

/**
 * Formly with one kit's types and wrappers. withFormlyFieldExpression() replaces
 * the default expression extension, which compiles string expressions with
 * `Function`, by the parser of Formly 7.1 that evaluates them without eval.
 * The JSON Schema types let FormlyJsonschema's output render in every kit.
 */
function formlyWith(kitOptions: ConfigOption[]): AnyProvider {
  return provideFormlyCore([...kitOptions, withFormlyFieldExpression(), jsonSchemaTypes, validationMessages]);
}

/**
 * Each kit's providers, as in the kit examples of the docs (demos/src/examples/kits).
 * Kendo's animations provider is the frame's own (main.ts), and so is its $localize.
 */
export const kitProviders: Record<PlaygroundKit, () => AnyProvider[]> = {
  bootstrap: () => [formlyWith(withFormlyBootstrap())],
  material: () => [provideNativeDateAdapter(), formlyWith([...withFormlyMaterial(), withMaterialDatepicker(), withMaterialToggle()])],
  // Not IonicModule.forRoot() as in the docs: its lazy loader cannot run here (see ionic-elements.ts).
  ionic: () => [
    provideIonicAngular({ mode: 'md' }),
    provideAppInitializer(defineIonicElements),
    formlyWith([...withFormlyIonic(), withIonicDatetime(), withIonicToggle()]),
  ],
  primeng: () => [
    providePrimeNG({ theme: { preset: Aura, options: { darkModeSelector: '[data-theme="dark"]' } } }),
    formlyWith([...withFormlyPrimeNG(), withPrimeNGDatepicker()]),
  ],
  kendo: () => [formlyWith(withFormlyKendo())],
  'ng-zorro-antd': () => [provideNzI18n(en_US), formlyWith(withFormlyNgZorroAntd())],
};
