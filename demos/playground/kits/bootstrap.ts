import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { AnyProvider, formlyWith } from '../formly-setup';
// The types and wrappers of the examples that run in this kit (written by scripts/playground-frame.ts).
import { exampleRegistrations } from '../example-types/bootstrap';

export const providers = (): AnyProvider[] => [...formlyWith([...withFormlyBootstrap(), ...exampleRegistrations])];
