/**
 * What each kit's folder holds besides its registry entry (kit.ts), by kit name: the
 * exports of lib/kits/<kit>/facts.ts, typed by `KitFacts` (spec.ts). They are
 * - `setup`: what a browser kit's app.config.ts imports and provides besides its Formly
 *   feature (read by kit-setups.ts, for the examples' kit variants and the StackBlitz export);
 * - `fieldEntryPoints`: the package's field entry points, one API page each (entry-points.ts);
 * - `sampleProps`: props added to the API pages' field samples (field-samples.ts);
 * - `playgroundExtras`: features the playground adds to the kit's own (read by the
 *   playground's TypeScript export; its frame registers the same, demos/playground/kits/).
 * - `frameworkClasses`: the kit's CSS framework classes, from a stylesheet or prefixes (read by
 *   kit-code.ts, which takes another kit's classes out of an example's or a guide's code);
 * - `unpublishedAliases`: for a kit with no 7.x package, the type names its source registers
 *   besides each entry point's own (kit-features.ts);
 * - `searchWords`: the words readers type to mean the kit (the search index's kit pages).
 * A module apart from the kit list (index.ts), so that a page listing the kits does not
 * download the rest. A new kit adds its facts.ts and its import and entry here; the
 * `Record<KitName, …>` type fails the typecheck until it has one.
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
