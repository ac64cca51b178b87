import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { TabsType } from './tabs-type';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        types: [{ name: 'tabs', component: TabsType }],
        validationMessages: [
          { name: 'required', message: 'Required.' },
          { name: 'min', message: 'Cannot be negative.' },
        ],
      },
    ]),
  ],
};
