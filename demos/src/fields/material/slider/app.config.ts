import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyMaterial } from '@ngx-formly/material';
import { SliderType } from './slider-type';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyMaterial(),
      // With a Material version that @ngx-formly/material/slider supports, this
      // entry is `withFormlyFieldSlider()` from that entry point instead.
      { types: [{ name: 'slider', component: SliderType, wrappers: ['form-field'] }] },
    ]),
  ],
};
