/**
 * Angular's Signal Forms (@angular/forms/signals) as installed for the demos,
 * for the claims of docs/guide/signal-forms.mdx. A form's state is signals
 * and computed values, so it runs in Node like Formly's builder.
 */
import {core, loadPackage} from './formly';
import type * as SignalForms from '../../../demos/node_modules/@angular/forms/types/signals';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';

export type {SignalForms};
export const signalForms = loadPackage<typeof SignalForms>('@angular/forms/signals');

/**
 * An application's root injector, without a DOM: form() registers an effect,
 * which needs the change-detection scheduler that only a root injector (Angular
 * marks one with its INJECTOR_SCOPE token, private API) can create.
 */
export function rootInjector(): AngularCore.EnvironmentInjector {
  const injectorScope = (core as unknown as {ɵINJECTOR_SCOPE: AngularCore.InjectionToken<string>}).ɵINJECTOR_SCOPE;
  return core.createEnvironmentInjector(
    [{provide: injectorScope, useValue: 'root'}, core.provideZonelessChangeDetection()],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
}
