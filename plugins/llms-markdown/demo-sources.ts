import {readDemoFolder, readDemoSources} from '../../lib/demo-folders';
import {demoKits} from '../../lib/kit-variants';
import {filesInKit} from '../../lib/variant-files';
import type {KitName} from '../../lib/kits';

/**
 * The one place this plugin reads the live-examples plugin's demo folders, so a
 * change to how demos are laid out (per-kit variants, another root) is adjusted
 * here and nowhere else.
 */
export interface LiveExampleSource {
  title: string;
  /** The Formly UI package the files are written for, such as `bootstrap`. */
  kit: string;
  /** The kits the example runs in (its page's kit tabs); the folder's own kit alone for a fixed one. */
  kits: string[];
  /** The files the docs page shows under the demo, in the same order. */
  files: {name: string; language: string; code: string}[];
}

/**
 * A demo's files as its page shows them in `kit` (the folder's own kit when none is given):
 * for another kit the example runs in, the files that kit changes (app.config.ts and any using
 * the folder kit's classes) are that kit's, as the kit switcher shows them.
 * A kit the example does not run in gets the folder's own files; `kits` says which it runs in.
 */
export function readLiveExampleSource(demosDir: string, name: string, kit?: KitName): LiveExampleSource {
  const demo = readDemoFolder(demosDir, name);
  const files = readDemoSources(demo);
  const variants = demoKits(demo, files);
  const changed = kit && kit !== demo.kit ? variants.files[kit as keyof typeof variants.files] : undefined;
  return {
    title: demo.title,
    kit: changed ? kit! : demo.kit,
    kits: variants.kits,
    files: filesInKit(files, changed),
  };
}
