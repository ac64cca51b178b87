import {readDemoFolder, readDemoSources} from '../../lib/demo-folders';
import {demoKits} from '../../lib/kit-variants';
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
 * for another kit the example runs in, app.config.ts is that kit's, as the kit switcher shows it.
 * A kit the example does not run in gets the folder's own files; `kits` says which it runs in.
 */
export function readLiveExampleSource(demosDir: string, name: string, kit?: KitName): LiveExampleSource {
  const demo = readDemoFolder(demosDir, name);
  const files = readDemoSources(demo);
  const {kits, configs} = demoKits(demo, files);
  const config = kit && kit !== demo.kit ? configs[kit as keyof typeof configs] : undefined;
  return {
    title: demo.title,
    kit: config ? kit! : demo.kit,
    kits,
    files: config ? files.map((file) => (file.name === 'app.config.ts' ? {...file, code: config} : file)) : files,
  };
}
