import { withFormlyNgZorroAntd } from '@ngx-formly/ng-zorro-antd';
import { en_US, provideNzI18n } from 'ng-zorro-antd/i18n';
import { AnyProvider, formlyWith } from '../formly-setup';
// The types and wrappers of the examples that run in this kit (written by scripts/playground-frame.ts).
import { exampleRegistrations } from '../example-types/ng-zorro-antd';

export const providers = (): AnyProvider[] => [
  provideNzI18n(en_US),
  ...formlyWith([...withFormlyNgZorroAntd(), ...exampleRegistrations]),
];
