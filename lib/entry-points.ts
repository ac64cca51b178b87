/**
 * The list of API pages: this file decides which pages exist (the kits, their field
 * entry points, the core sub-paths). The generator checks that list against the
 * `exports` map of each installed package, so an upgrade that adds or removes an entry
 * point stops the generation instead of silently drifting.
 */

import {kits, type KitName} from '../../demos/src/app/kits';

export type KitId = KitName;

export interface KitSpec {
  id: KitId;
  /** Sidebar label and the name used in prose. */
  label: string;
  packageName: string;
  /** Field entry points (sub-paths): one API page each. */
  fields: string[];
  /** False for NativeScript: no 7.x package exists, so its pages are hand-written. */
  published: boolean;
  /** Kits whose components render in a browser get live demos on their field pages. */
  browser: boolean;
}

const COMMON_FIELDS = ['checkbox', 'form-field', 'input', 'radio', 'select', 'textarea'];

const KIT_FIELDS: Record<KitId, string[]> = {
  bootstrap: [...COMMON_FIELDS, 'addons', 'multicheckbox'],
  material: [...COMMON_FIELDS, 'multicheckbox', 'native-select', 'datepicker', 'slider', 'toggle'],
  ionic: [...COMMON_FIELDS, 'datetime', 'slider', 'toggle'],
  primeng: [...COMMON_FIELDS, 'datepicker'],
  kendo: [...COMMON_FIELDS],
  'ng-zorro-antd': [...COMMON_FIELDS],
  nativescript: [...COMMON_FIELDS, 'text-field'],
};

/** The kits of the registry (demos/src/app/kits.ts), in its order, with their API pages. */
export const KITS: KitSpec[] = kits.map((kit) => ({
  id: kit.name,
  label: kit.label,
  packageName: kit.package,
  fields: KIT_FIELDS[kit.name],
  published: kit.published,
  browser: kit.browser,
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
  kit: KitSpec;
  importPath: string;
}

export interface KitFieldPage extends PageBase {
  kind: 'kit-field';
  kit: KitSpec;
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
      file: `ui/${kit.id}/index.mdx`,
      route: `ui/${kit.id}`,
      importPath: kit.packageName,
      sidebarPosition: 1,
    });
    orderKitFields(kit.fields).forEach((field, i) =>
      pages.push({
        kind: 'kit-field',
        kit,
        field,
        file: `ui/${kit.id}/${field}.mdx`,
        route: `ui/${kit.id}/${field}`,
        importPath: `${kit.packageName}/${field}`,
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
