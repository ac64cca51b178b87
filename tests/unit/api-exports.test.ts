/**
 * Every name an entry point exports must get its own section on that entry point's
 * page. The export lists are computed here with a separate TypeScript program, straight
 * from each package's `exports` map, so a bug in the generator's own reading of the
 * typings cannot hide a missing symbol.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {API_DOCS_DIR} from '../../scripts/api/config';
import {FORMLY_PACKAGES_DIR} from '../../lib/typings/packages';
import {readPackageJson} from '../../lib/typings/export-resolution';
import {KITS, CORE_PACKAGE, SCHEMATICS_PACKAGE, listGeneratedPages} from '../../lib/entry-points';

interface EntryPoint {
  page: string;
  files: string[];
}

function typingsOf(importPath: string): string[] {
  const [, name, ...sub] = importPath.split('/');
  const dir = path.join(FORMLY_PACKAGES_DIR, name);
  if (name === 'schematics') {
    return ['src/ng-add/index.d.ts', 'src/ng-add/schema.d.ts'].map((f) => path.join(dir, f));
  }
  const pkg = readPackageJson(`@ngx-formly/${name}`) as {exports?: Record<string, {types?: string}>};
  const key = sub.length ? `./${sub.join('/')}` : '.';
  const types = pkg.exports?.[key]?.types;
  assert.ok(types, `${importPath} has no typings in its exports map`);
  return [path.join(dir, types)];
}

const entryPoints: EntryPoint[] = listGeneratedPages().map((page) => ({
  page: page.file,
  files: typingsOf('importPath' in page ? page.importPath : SCHEMATICS_PACKAGE),
}));

const program = ts.createProgram({
  rootNames: entryPoints.flatMap((e) => e.files),
  options: {moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, noEmit: true, types: []},
});
const checker = program.getTypeChecker();

function exportedNames(file: string): string[] {
  const source = program.getSourceFile(file);
  assert.ok(source, `TypeScript could not load ${file}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  assert.ok(moduleSymbol, `${file} is not a module`);
  return checker.getExportsOfModule(moduleSymbol).map((s) => s.name);
}

test('every entry point of the core package and the published kits has a generated page', () => {
  const pageImportPaths = new Set(
    listGeneratedPages().flatMap((page) => ('importPath' in page ? [page.importPath] : [])),
  );
  const packages = [CORE_PACKAGE, ...KITS.filter((kit) => kit.published).map((kit) => kit.package)];
  const published = packages.flatMap((packageName) => {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(FORMLY_PACKAGES_DIR, packageName.split('/')[1], 'package.json'), 'utf8'),
    );
    return Object.keys(pkg.exports ?? {})
      .filter((key) => key !== './package.json')
      .map((key) => (key === '.' ? packageName : `${packageName}/${key.slice(2)}`));
  });
  assert.ok(published.length > packages.length, 'the exports maps list no sub-paths');
  assert.deepEqual([...pageImportPaths].sort(), published.sort());
});

for (const entry of entryPoints) {
  test(`docs/api/${entry.page} has a section for every export`, () => {
    const page = fs.readFileSync(path.join(API_DOCS_DIR, entry.page), 'utf8');
    const names = entry.files.flatMap(exportedNames);
    assert.ok(names.length > 0, 'the entry point exports nothing');
    const headings = new Set([...page.matchAll(/^### (\S+) \{\/\* #[a-z0-9-]+ \*\/\}$/gm)].map((m) => m[1]));
    const missing = names.filter((n) => !headings.has(n));
    assert.deepEqual(missing, [], `no section for ${missing.join(', ')}`);
  });
}
