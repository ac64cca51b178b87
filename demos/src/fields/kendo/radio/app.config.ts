import { ApplicationConfig } from '@angular/core';
import { provideAnimations } from '@angular/platform-browser/animations';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyKendo } from '@ngx-formly/kendo';

export const appConfig: ApplicationConfig = {
  // Kendo animates its popups (the select's list) with @angular/animations.
  providers: [provideAnimations(), provideFormlyCore(withFormlyKendo())],
};
