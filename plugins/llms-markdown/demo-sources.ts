import {readDemoFolder, readDemoSources} from '../../lib/demo-folders';

/**
 * The one place this plugin reads the live-examples plugin's demo folders, so a
 * change to how demos are laid out (per-kit variants, another root) is adjusted
 * here and nowhere else.
 */
export interface LiveExampleSource {
  title: string;
  /** The Formly UI package the demo uses, such as `bootstrap`. */
  kit: string;
  /** The files the docs page shows under the demo, in the same order. */
  files: {name: string; language: string; code: string}[];
}

export function readLiveExampleSource(demosDir: string, name: string): LiveExampleSource {
  const demo = readDemoFolder(demosDir, name);
  return {title: demo.title, kit: demo.kit, files: readDemoSources(demo)};
}
