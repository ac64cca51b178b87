import { ApplicationConfig, importProvidersFrom } from '@angular/core';
import { IonicModule } from '@ionic/angular';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyIonic } from '@ngx-formly/ionic';
import { withFormlyFieldDatetime } from '@ngx-formly/ionic/datetime';

export const appConfig: ApplicationConfig = {
  providers: [
    // Formly's Ionic types use IonicModule's components, which this loads on demand.
    importProvidersFrom(IonicModule.forRoot({ mode: 'md' })),
    // withFormlyIonic() leaves the datetime type out: register it on its own.
    provideFormlyCore([...withFormlyIonic(), withFormlyFieldDatetime()]),
  ],
};
