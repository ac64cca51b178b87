/**
 * The list of API pages: this file decides which pages exist (the kits, their field
 * entry points, the core sub-paths). The generator checks that list against the
 * `exports` map of each installed package, so an upgrade that adds or removes an entry
 * point stops the generation instead of silently drifting.
 */

import {kits} from './kits';
import {kitFacts} from './kits/facts';
import {commonFields} from './kits/spec';

/** A kit of the registry with its API pages: one per field entry point (sub-path) of its package. */
export type ApiKit = (typeof kits)[number] & {fields: string[]};

export const KITS: ApiKit[] = kits.map((kit) => ({
  ...kit,
  fields: [...commonFields, ...kitFacts[kit.name].fieldEntryPoints],
}));

export const CORE_PACKAGE = '@ngx-formly/core';
export const CORE_SUBPATHS = ['json-schema', 'preset', 'select', 'testing'];
export const SCHEMATICS_PACKAGE = '@ngx-formly/schematics';

interface PageBase {
  /** File path relative to docs/api, e.g. `ui/bootstrap/input.mdx`. */
  file: string;
  /** Route below /docs/api, e.g. `ui/bootstrap/input`. */
  route: string;
  sidebarPosition: number;
}

export interface CorePage extends PageBase {
  kind: 'core';
  importPath: string;
}

export interface SchematicsPage extends PageBase {
  kind: 'schematics';
}

export interface KitIndexPage extends PageBase {
  kind: 'kit-index';
  kit: ApiKit;
  importPath: string;
}

export interface KitFieldPage extends PageBase {
  kind: 'kit-field';
  kit: ApiKit;
  field: string;
  importPath: string;
}

export type ApiPage = CorePage | SchematicsPage | KitIndexPage | KitFieldPage;

/**
 * Order inside a kit folder: the index page, then form-field (the wrapper every other
 * field builds on), then the fields alphabetically.
 */
export function orderKitFields(fields: string[]): string[] {
  const rest = fields.filter((f) => f !== 'form-field').sort();
  return fields.includes('form-field') ? ['form-field', ...rest] : rest;
}

export function listPages(): ApiPage[] {
  const pages: ApiPage[] = [
    {kind: 'core', file: 'core/index.mdx', route: 'core', importPath: CORE_PACKAGE, sidebarPosition: 1},
  ];
  [...CORE_SUBPATHS].sort().forEach((sub, i) =>
    pages.push({
      kind: 'core',
      file: `core/${sub}.mdx`,
      route: `core/${sub}`,
      importPath: `${CORE_PACKAGE}/${sub}`,
      sidebarPosition: i + 2,
    }),
  );
  pages.push({kind: 'schematics', file: 'schematics.mdx', route: 'schematics', sidebarPosition: 2});
  for (const kit of KITS) {
    pages.push({
      kind: 'kit-index',
      kit,
      file: `ui/${kit.name}/index.mdx`,
      route: `ui/${kit.name}`,
      importPath: kit.package,
      sidebarPosition: 1,
    });
    orderKitFields(kit.fields).forEach((field, i) =>
      pages.push({
        kind: 'kit-field',
        kit,
        field,
        file: `ui/${kit.name}/${field}.mdx`,
        route: `ui/${kit.name}/${field}`,
        importPath: `${kit.package}/${field}`,
        sidebarPosition: i + 2,
      }),
    );
  }
  return pages;
}

/** Pages written from the installed typings (everything except the unpublished kit). */
export function listGeneratedPages(): ApiPage[] {
  return listPages().filter((p) => !('kit' in p) || p.kit.published);
}
