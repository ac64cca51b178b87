import { ApplicationConfig } from '@angular/core';
import { ConfigOption, FORMLY_CONFIG, provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import {
  provideTranslateLoader,
  provideTranslateService,
  TranslateService,
} from '@ngx-translate/core';
import { InMemoryTranslationLoader } from './translations';

/**
 * Validation messages may be Observables, so they can follow the current
 * language. The factory needs TranslateService, hence a FORMLY_CONFIG provider
 * rather than a plain object.
 */
function translatedMessages(translate: TranslateService): ConfigOption {
  return {
    validationMessages: [
      { name: 'required', message: () => translate.stream('VALIDATION.REQUIRED') },
      { name: 'email', message: () => translate.stream('VALIDATION.EMAIL') },
    ],
  };
}

export const appConfig: ApplicationConfig = {
  providers: [
    provideTranslateService({
      loader: provideTranslateLoader(InMemoryTranslationLoader),
      fallbackLang: 'en',
      lang: 'en',
    }),
    provideFormlyCore([...withFormlyBootstrap()]),
    {
      provide: FORMLY_CONFIG,
      multi: true,
      useFactory: translatedMessages,
      deps: [TranslateService],
    },
  ],
};
