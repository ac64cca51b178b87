import { ApplicationConfig } from '@angular/core';
import { en_US, provideNzI18n } from 'ng-zorro-antd/i18n';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyNgZorroAntd } from '@ngx-formly/ng-zorro-antd';

export const appConfig: ApplicationConfig = {
  // NG-ZORRO's built-in texts default to Chinese: pick English.
  providers: [provideNzI18n(en_US), provideFormlyCore(withFormlyNgZorroAntd())],
};
