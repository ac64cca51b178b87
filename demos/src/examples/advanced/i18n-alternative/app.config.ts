import { ApplicationConfig } from '@angular/core';
import { FORMLY_CONFIG, provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import {
  provideTranslateLoader,
  provideTranslateService,
  TranslateService,
} from '@ngx-translate/core';
import { translateExtension } from './translate.extension';
import { InMemoryTranslationLoader } from './translations';

export const appConfig: ApplicationConfig = {
  providers: [
    provideTranslateService({
      loader: provideTranslateLoader(InMemoryTranslationLoader),
      fallbackLang: 'en',
      lang: 'en',
    }),
    provideFormlyCore([...withFormlyBootstrap()]),
    // The extension needs TranslateService, so it is registered by a factory.
    {
      provide: FORMLY_CONFIG,
      multi: true,
      useFactory: (translate: TranslateService) => ({
        extensions: [{ name: 'translate', extension: translateExtension(translate) }],
      }),
      deps: [TranslateService],
    },
  ],
};
