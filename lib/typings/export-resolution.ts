/**
 * Which files an import path stands for: the packages' `exports` maps, their
 * `.d.ts` files, and back from a declaration file to its entry point.
 */
import fs from 'node:fs';
import path from 'node:path';
import {FORMLY_PACKAGES_DIR} from './packages';
import {SCHEMATICS_PACKAGE} from '../entry-points';

/** Splits `@ngx-formly/bootstrap/input` into package name and sub-path. */
export function splitImportPath(importPath: string): {packageName: string; subpath: string} {
  const [scope, name, ...rest] = importPath.split('/');
  return {packageName: `${scope}/${name}`, subpath: rest.join('/')};
}

export function packageDir(packageName: string): string {
  return path.join(FORMLY_PACKAGES_DIR, packageName.replace('@ngx-formly/', ''));
}

export function readPackageJson(packageName: string): {
  version: string;
  exports?: Record<string, unknown>;
  peerDependencies?: Record<string, string>;
} {
  const file = path.join(packageDir(packageName), 'package.json');
  if (!fs.existsSync(file)) {
    // A kit just added to lib/kits, before its package is installed.
    throw new Error(
      `${packageName} is not installed in demos/node_modules: pin it in demos/package.json and run npm install --prefix demos`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * @ngx-formly/schematics has no `exports` map: its public typings are the `ng-add`
 * schematic's factory and option interface, which the API page documents as one module.
 */
export const SCHEMATICS_TYPINGS = ['src/ng-add/index.d.ts', 'src/ng-add/schema.d.ts'];

/** The `.d.ts` files an import path stands for. */
export function typingsFiles(importPath: string): string[] {
  if (importPath === SCHEMATICS_PACKAGE) {
    return SCHEMATICS_TYPINGS.map((f) => path.join(packageDir(importPath), f));
  }
  return [typingsFile(importPath)];
}

/** The `.d.ts` file an import path resolves to, read from the package's `exports` map. */
export function typingsFile(importPath: string): string {
  const {packageName, subpath} = splitImportPath(importPath);
  const pkg = readPackageJson(packageName);
  const key = subpath ? `./${subpath}` : '.';
  const target = pkg.exports?.[key] as {types?: string} | undefined;
  if (!target?.types) {
    throw new Error(`${packageName} does not export "${key}" with typings`);
  }
  return path.join(packageDir(packageName), target.types);
}

/** Sub-paths listed in a package's `exports` map (without `.` and `./package.json`). */
export function exportedSubpaths(packageName: string): string[] {
  const pkg = readPackageJson(packageName);
  return Object.keys(pkg.exports ?? {})
    .filter((k) => k !== '.' && k !== './package.json')
    .map((k) => k.replace(/^\.\//, ''));
}

/** The entry point (import path) a declaration file belongs to. */
export function moduleOfFile(fileName: string): string {
  const normalized = fileName.split(path.sep).join('/');
  const marker = '/node_modules/';
  const idx = normalized.lastIndexOf(marker);
  if (idx < 0) return path.basename(fileName);
  const parts = normalized.slice(idx + marker.length).split('/');
  const packageName = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  if (!packageName.startsWith('@ngx-formly/')) return packageName;
  const inner = parts.slice(packageName.split('/').length);
  const subpaths = packageName === SCHEMATICS_PACKAGE ? [] : exportedSubpaths(packageName);
  return inner.length > 1 && subpaths.includes(inner[0]) ? `${packageName}/${inner[0]}` : packageName;
}
