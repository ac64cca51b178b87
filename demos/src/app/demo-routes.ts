import {
  APP_INITIALIZER,
  EnvironmentInjector,
  inject,
  runInInjectionContext,
} from '@angular/core';
import { Route, Routes } from '@angular/router';
import { FormlyConfig } from '@ngx-formly/core';
import { isObservable, lastValueFrom } from 'rxjs';
import { DemoEntry } from './demo-entry';
import { DemoIndex } from './demo-index';
import { demoRegistry } from './demo-registry.generated';
import { useKitStylesheet } from './kit-stylesheet';

const initializedInjectors = new WeakSet<EnvironmentInjector>();

/**
 * A demo's app.config.ts is written for bootstrapApplication(), where Angular
 * runs app initializers (Ionic's custom-element loader, PrimeNG's theme set-up).
 * Here those providers sit on a lazy route instead, which Angular never
 * initializes, so we run the route's own initializers once before showing it.
 */
async function runRouteInitializers(injector: EnvironmentInjector): Promise<void> {
  if (initializedInjectors.has(injector)) {
    return;
  }
  initializedInjectors.add(injector);
  const initializers = injector.get(APP_INITIALIZER, [], { self: true }) as readonly (() => unknown)[];
  await Promise.all(
    initializers.map((initializer) => {
      const result = runInInjectionContext(injector, initializer);
      return isObservable(result) ? lastValueFrom(result, { defaultValue: undefined }) : result;
    }),
  );
}

function demoRoute(demo: DemoEntry): Route {
  return {
    path: demo.path,
    title: `${demo.title} · Formly live examples`,
    loadChildren: async () => {
      const [component, config] = await Promise.all([demo.loadComponent(), demo.loadConfig()]);
      return [
        {
          path: '',
          component,
          // A fresh FormlyConfig per demo keeps one demo's types, wrappers and
          // messages from leaking into the next when browsing without the docs.
          providers: [{ provide: FormlyConfig, useClass: FormlyConfig }, ...config.providers],
          canActivate: [
            async () => {
              await Promise.all([useKitStylesheet(demo.kit), runRouteInitializers(inject(EnvironmentInjector))]);
              return true;
            },
          ],
        },
      ];
    },
  };
}

export const demoRoutes: Routes = [
  { path: '', pathMatch: 'full', component: DemoIndex, title: 'Formly live examples' },
  ...demoRegistry.map(demoRoute),
  { path: '**', redirectTo: '' },
];
