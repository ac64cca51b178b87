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
      {
        validationMessages: [
          { name: 'required', message: 'Required for the stock count.' },
          { name: 'min', message: 'Count at least one item.' },
        ],
      },
    ]),
  ],
};
