/**
 * Reads the dependencies as npm installed them: the site's (node_modules) and the
 * demos' (demos/node_modules). A package's files are read by path, not through
 * `require.resolve`, because the files the guards check (a theme's sources, a
 * package.json) are often outside the package's `exports`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

export const siteDir = path.join(__dirname, '..', '..');

export type Install = 'site' | 'demos';

/** The folder npm installed `name` in, for the site or for the demos. */
export function packageDir(name: string, install: Install = 'site'): string {
  return path.join(siteDir, ...(install === 'demos' ? ['demos'] : []), 'node_modules', name);
}

/** The text of `file` in the installed package `name`. */
export function readInstalled(name: string, file: string, install: Install = 'site'): string {
  return fs.readFileSync(path.join(packageDir(name, install), file), 'utf8');
}

/** The module `file` of the installed package `name`, loaded by path. */
export async function importInstalled<Module>(name: string, file: string, install: Install = 'site'): Promise<Module> {
  return (await import(pathToFileURL(path.join(packageDir(name, install), file)).href)) as Module;
}

/** The version of the installed package `name`. */
export function installedVersion(name: string, install: Install = 'site'): string {
  return (JSON.parse(readInstalled(name, 'package.json', install)) as {version: string}).version;
}

/** The text of a file of this repository, by its path from the root. */
export function readSiteFile(file: string): string {
  return fs.readFileSync(path.join(siteDir, file), 'utf8');
}
