import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { AnyProvider, formlyWith } from '../formly-setup';

export const providers = (): AnyProvider[] => [formlyWith(withFormlyBootstrap())];
