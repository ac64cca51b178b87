import { provideAppInitializer } from '@angular/core';
import { provideIonicAngular } from '@ionic/angular/standalone';
import { withFormlyIonic } from '@ngx-formly/ionic';
import { withFormlyFieldDatetime } from '@ngx-formly/ionic/datetime';
import { withFormlyFieldToggle } from '@ngx-formly/ionic/toggle';
import { AnyProvider, formlyWith } from '../formly-setup';
// The types and wrappers of the examples that run in this kit (written by scripts/playground-frame.ts).
import { exampleRegistrations } from '../example-types/ionic';
import { defineIonicElements } from '../ionic-elements';

// Not IonicModule.forRoot() as in the docs: its lazy loader cannot run here (see ionic-elements.ts).
export const providers = (): AnyProvider[] => [
  provideIonicAngular({ mode: 'md' }),
  provideAppInitializer(defineIonicElements),
  ...formlyWith([...withFormlyIonic(), withFormlyFieldDatetime(), withFormlyFieldToggle(), ...exampleRegistrations]),
];
