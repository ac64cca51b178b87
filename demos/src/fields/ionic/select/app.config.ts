import { ApplicationConfig, importProvidersFrom } from '@angular/core';
import { IonicModule } from '@ionic/angular';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyIonic } from '@ngx-formly/ionic';

export const appConfig: ApplicationConfig = {
  providers: [
    // Formly's Ionic types use IonicModule's components, which this loads on demand.
    importProvidersFrom(IonicModule.forRoot({ mode: 'md' })),
    provideFormlyCore(withFormlyIonic()),
  ],
};
