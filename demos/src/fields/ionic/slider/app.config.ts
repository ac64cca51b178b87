import { ApplicationConfig, importProvidersFrom } from '@angular/core';
import { IonicModule } from '@ionic/angular';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyIonic } from '@ngx-formly/ionic';
import { withFormlyFieldSlider } from '@ngx-formly/ionic/slider';

export const appConfig: ApplicationConfig = {
  providers: [
    // Formly's Ionic types use IonicModule's components, which this loads on demand.
    importProvidersFrom(IonicModule.forRoot({ mode: 'md' })),
    // withFormlyIonic() leaves the slider type out: register it on its own.
    provideFormlyCore([...withFormlyIonic(), withFormlyFieldSlider()]),
  ],
};
