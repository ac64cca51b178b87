import { AnyProvider } from './formly-setup';
import { PlaygroundKit } from './protocol';

/**
 * Each kit's providers, as in the kit examples of the docs (demos/src/examples/kits), in a module
 * of its own under kits/. The frame build turns each module into a document of its own that holds
 * that kit's code only (scripts/playground-frame.ts), so a form in one kit does not load the rest.
 */
export const kitProviders: Record<PlaygroundKit, () => Promise<AnyProvider[]>> = {
  bootstrap: () => import('./kits/bootstrap').then((kit) => kit.providers()),
  material: () => import('./kits/material').then((kit) => kit.providers()),
  ionic: () => import('./kits/ionic').then((kit) => kit.providers()),
  primeng: () => import('./kits/primeng').then((kit) => kit.providers()),
  kendo: () => import('./kits/kendo').then((kit) => kit.providers()),
  'ng-zorro-antd': () => import('./kits/ng-zorro-antd').then((kit) => kit.providers()),
};
