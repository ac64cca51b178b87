import { withFormlyKendo } from '@ngx-formly/kendo';
import { AnyProvider, formlyWith } from '../formly-setup';

// Kendo's animations provider is the frame's own (main.ts), and so is its $localize.
export const providers = (): AnyProvider[] => [formlyWith(withFormlyKendo())];
