import { withFormlyNgZorroAntd } from '@ngx-formly/ng-zorro-antd';
import { en_US, provideNzI18n } from 'ng-zorro-antd/i18n';
import { AnyProvider, formlyWith } from '../formly-setup';

export const providers = (): AnyProvider[] => [provideNzI18n(en_US), formlyWith(withFormlyNgZorroAntd())];
