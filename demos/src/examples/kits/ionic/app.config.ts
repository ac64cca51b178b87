import { ApplicationConfig, importProvidersFrom } from '@angular/core';
import { IonicModule } from '@ionic/angular';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyIonic } from '@ngx-formly/ionic';
import { withFormlyFieldDatetime } from '@ngx-formly/ionic/datetime';
import { withFormlyFieldSlider } from '@ngx-formly/ionic/slider';
import { withFormlyFieldToggle } from '@ngx-formly/ionic/toggle';

export const appConfig: ApplicationConfig = {
  providers: [
    // Formly's Ionic types use IonicModule's components, which this loads on demand.
    importProvidersFrom(IonicModule.forRoot({ mode: 'md' })),
    provideFormlyCore([
      ...withFormlyIonic(),
      // Not part of withFormlyIonic(): registered one by one.
      withFormlyFieldDatetime(),
      withFormlyFieldSlider(),
      withFormlyFieldToggle(),
      { validationMessages: [{ name: 'required', message: 'This field is required.' }] },
    ]),
  ],
};
