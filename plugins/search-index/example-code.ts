import {existsSync, promises as fs} from 'node:fs';
import path from 'node:path';
import type {ExtractedPage} from './records';

/**
 * Makes the source of the live examples searchable. A page names the examples
 * it shows (found in its HTML or MDX by the extractors); this module reads
 * each example's folder in demos/src and gives the page the identifiers its
 * code uses. It reads the folders itself rather than through the
 * live-examples plugin, so that the two can change independently; the folder
 * layout it relies on is the one demos/README.md documents:
 * `examples/<category>/<name>/` and `fields/<kit>/<field>/`, each holding
 * example.json next to the code.
 */

/** Where the live examples' sources are, relative to the site directory. */
export const DEFAULT_DEMOS_SRC_DIR = 'demos/src';

/** Files of an example whose text is code a reader might search. */
const CODE_FILE = /\.(ts|html)$/;

/** The metadata file every example folder has. */
const EXAMPLE_MARKER = 'example.json';

/**
 * Words that occur in the code of more than this share of all examples (imports,
 * decorators, the form boilerplate) tell no example apart and are left out.
 */
const COMMON_SHARE = 0.5;

/** Shorter words are punctuation-like (`of`, `i`) in code. */
const MIN_LENGTH = 3;

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** The `name` of `<LiveExample name="…" />`, as MDX sources write it. */
export const LIVE_EXAMPLE_TAG = /<LiveExample\b[^>]*\bname=["']([^"']+)["']/g;

/** The "open the demo" link of a rendered live example ends with `demos/#/<name>`. */
export const DEMO_LINK = /\/demos\/#\/([a-z0-9]+(?:[-/][a-z0-9]+)*)$/;

/** Folder of the example called `name`, below demos/src. */
export function exampleFolder(demosSrcDir: string, name: string): string {
  return name.startsWith('fields/') ? path.join(demosSrcDir, name) : path.join(demosSrcDir, 'examples', name);
}

async function exampleFolders(directory: string): Promise<string[]> {
  if (!existsSync(directory)) {
    return [];
  }
  const entries = await fs.readdir(directory, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile() && entry.name === EXAMPLE_MARKER).map((entry) => entry.parentPath);
}

async function identifiersOfFolder(folder: string): Promise<string[]> {
  const files = (await fs.readdir(folder)).filter((file) => CODE_FILE.test(file)).sort();
  const words = new Set<string>();
  for (const file of files) {
    const text = await fs.readFile(path.join(folder, file), 'utf8');
    for (const [word] of text.matchAll(IDENTIFIER)) {
      if (word.length >= MIN_LENGTH) {
        words.add(word);
      }
    }
  }
  return [...words];
}

/** Identifiers of every example under demos/src, by folder, without the ones most examples share. */
export async function readExampleIdentifiers(demosSrcDir: string): Promise<Map<string, string[]>> {
  const folders = [
    ...(await exampleFolders(path.join(demosSrcDir, 'examples'))),
    ...(await exampleFolders(path.join(demosSrcDir, 'fields'))),
  ];
  const byFolder = new Map<string, string[]>();
  const folderCount = new Map<string, number>();
  for (const folder of folders) {
    const words = await identifiersOfFolder(folder);
    byFolder.set(path.resolve(folder), words);
    for (const word of words) {
      folderCount.set(word, (folderCount.get(word) ?? 0) + 1);
    }
  }
  const limit = Math.max(1, folders.length * COMMON_SHARE);
  for (const [folder, words] of byFolder) {
    byFolder.set(
      folder,
      words.filter((word) => folderCount.get(word)! <= limit),
    );
  }
  return byFolder;
}

/** A page as the extractors give it: with the names of the live examples it shows. */
export type PageWithExamples = ExtractedPage & {examples?: string[]};

/**
 * Replaces each page's example names by the identifiers of those examples'
 * code. A name without a folder (a typo the build already reports) adds nothing.
 */
export async function attachExampleCode(
  pages: readonly PageWithExamples[],
  demosSrcDir: string,
): Promise<ExtractedPage[]> {
  const identifiers = await readExampleIdentifiers(demosSrcDir);
  return pages.map(({examples, ...page}) => {
    const words = new Set(
      (examples ?? []).flatMap((name) => identifiers.get(path.resolve(exampleFolder(demosSrcDir, name))) ?? []),
    );
    return words.size > 0 ? {...page, code: [...words].join(' ')} : page;
  });
}
