import { ApplicationConfig } from '@angular/core';
import { provideAnimations } from '@angular/platform-browser/animations';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyKendo } from '@ngx-formly/kendo';

export const appConfig: ApplicationConfig = {
  providers: [
    // Kendo animates its popups (the select's list) with @angular/animations.
    provideAnimations(),
    provideFormlyCore([
      ...withFormlyKendo(),
      { validationMessages: [{ name: 'required', message: 'This field is required.' }] },
    ]),
  ],
};
