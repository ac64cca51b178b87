import { ApplicationConfig } from '@angular/core';
import { provideAnimations } from '@angular/platform-browser/animations';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyKendo } from '@ngx-formly/kendo';
import { MultiSelectType } from './multiselect-type';

export const appConfig: ApplicationConfig = {
  providers: [
    // Kendo animates its popups, such as the multiselect's list, with @angular/animations.
    provideAnimations(),
    provideFormlyCore([
      ...withFormlyKendo(),
      {
        // The kit's form-field wrapper gives the new type its label and error message.
        types: [{ name: 'multiselect', component: MultiSelectType, wrappers: ['form-field'] }],
        validationMessages: [{ name: 'required', message: 'Choose at least one.' }],
      },
    ]),
  ],
};
