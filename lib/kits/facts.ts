/**
 * The facts of each kit besides its registry entry (lib/kits/<kit>/facts.ts), by name: the set-ups, API entry points, sample props and playground
 * extras are read from here. A module apart from the kit list (index.ts), so that a page
 * listing the kits does not download the rest.
 */
import type {KitName} from './index';
import type {KitFacts} from './spec';
import * as bootstrap from './bootstrap/facts';
import * as material from './material/facts';
import * as ionic from './ionic/facts';
import * as primeng from './primeng/facts';
import * as kendo from './kendo/facts';
import * as ngZorroAntd from './ng-zorro-antd/facts';
import * as nativescript from './nativescript/facts';

export const kitFacts: Record<KitName, KitFacts> = {
  bootstrap,
  material,
  ionic,
  primeng,
  kendo,
  'ng-zorro-antd': ngZorroAntd,
  nativescript,
};
