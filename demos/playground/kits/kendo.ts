import { withFormlyKendo } from '@ngx-formly/kendo';
import { AnyProvider, formlyWith } from '../formly-setup';
// The types and wrappers of the examples that run in this kit (written by scripts/playground-frame.ts).
import { exampleRegistrations } from '../example-types/kendo';

// Kendo's animations provider is the frame's own (main.ts), and so is its $localize.
export const providers = (): AnyProvider[] => [...formlyWith([...withFormlyKendo(), ...exampleRegistrations])];
