/**
 * The one list of UI kits Formly renders with, in the order the docs show them. Each kit's
 * facts live in its own folder here (lib/kits/<kit>/: kit.ts, its registry entry, and facts.ts,
 * the rest; shaped by spec.ts): a new kit is one folder, plus its name below and in facts.ts.
 *
 * Read by the demos app (stylesheets), by scripts/demos.ts and the live-examples
 * plugin (which kit a demo uses, the per-kit variants of kit-agnostic examples), by
 * the site (kit switcher, kit list, StackBlitz export, the kit matrix), by the API
 * generator (lib/entry-points.ts) and by the tests. Plain data with relative imports only,
 * so every one of those TypeScript set-ups can load it; a bundle keeps only the facts it reads.
 */

import type {KitSpec} from './spec';
import {kit as bootstrap} from './bootstrap/kit';
import {kit as material} from './material/kit';
import {kit as ionic} from './ionic/kit';
import {kit as primeng} from './primeng/kit';
import {kit as kendo} from './kendo/kit';
import {kit as ngZorroAntd} from './ng-zorro-antd/kit';
import {kit as nativescript} from './nativescript/kit';

export type {KitSpec} from './spec';

export const kits = [
  bootstrap,
  material,
  ionic,
  primeng,
  kendo,
  ngZorroAntd,
  nativescript,
] as const satisfies readonly KitSpec[];

export type KitName = (typeof kits)[number]['name'];

/** Kits whose components render in a browser, and so can run live demos. */
export type BrowserKitName = Extract<(typeof kits)[number], {browser: true}>['name'];

export const browserKits = kits.filter((kit): kit is Extract<(typeof kits)[number], {browser: true}> => kit.browser);

export function isKitName(value: unknown): value is KitName {
  return kits.some((kit) => kit.name === value);
}

export function isBrowserKitName(value: unknown): value is BrowserKitName {
  return browserKits.some((kit) => kit.name === value);
}

export function kitByName(name: KitName): KitSpec {
  const kit = kits.find((candidate) => candidate.name === name);
  if (!kit) {
    throw new Error(`"${name}" is not a UI kit; the kits are ${kits.map((k) => k.name).join(', ')}.`);
  }
  return kit;
}
