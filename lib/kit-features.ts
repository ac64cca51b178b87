/**
 * What each UI kit registers with Formly (field types and wrappers), read from the
 * published packages by the same parser the API generator uses. Two readers: the
 * live-examples plugin (which kits an example's fields exist in) and the kit
 * matrix page (which API page documents each type in each kit).
 */
import {readFeatures, type FeatureRegistration} from './typings/registrations';
import {listPages, type KitFieldPage} from './entry-points';
import {kits, type KitName, type KitSpec} from './kits';
import {kitFacts} from './kits/facts';

/** A type or wrapper a kit provides, and the entry point (API page) that registers it. */
export interface KitRegistration {
  name: string;
  kind: 'type' | 'wrapper';
  /** Route of its API page below /docs/api, `ui/material/datepicker`. */
  route: string;
  /** True when the kit's main feature (`withFormlyMaterial()`) registers it. */
  inMainFeature: boolean;
}

const featureCache = new Map<string, FeatureRegistration[]>();

function featuresOf(importPath: string): FeatureRegistration[] {
  let features = featureCache.get(importPath);
  if (!features) {
    features = readFeatures(importPath);
    featureCache.set(importPath, features);
  }
  return features;
}

/** Every feature a feature function stands for: itself, or the features it returns. */
function expand(functionName: string, importPath: string): FeatureRegistration[] {
  const feature = featuresOf(importPath).find((candidate) => candidate.functionName === functionName);
  if (!feature) {
    throw new Error(`${importPath} does not declare ${functionName}().`);
  }
  return feature.includes.length
    ? feature.includes.flatMap((include) => expand(include.functionName, include.importPath))
    : [feature];
}

function namesOf(features: FeatureRegistration[]): {types: string[]; wrappers: string[]} {
  return {
    types: features.flatMap((feature) => feature.types.map((type) => type.name)),
    wrappers: features.flatMap((feature) => feature.wrappers.map((wrapper) => wrapper.name)),
  };
}

/** Types and wrappers the kit's main feature function registers. */
export function mainFeatureNames(kit: KitSpec): Set<string> {
  const {types, wrappers} = namesOf(expand(kit.feature, kit.package));
  return new Set([...types, ...wrappers]);
}

function kitFieldPages(kit: KitSpec): KitFieldPage[] {
  return listPages().filter((page): page is KitFieldPage => page.kind === 'kit-field' && page.kit.name === kit.name);
}

/**
 * Each type and wrapper of a kit with its API page. A published kit is read from
 * its package: what each field entry point registers. NativeScript has no 7.x
 * package, so its field pages (one per type or wrapper) are the data, with the
 * aliases its facts name for each page (unpublishedAliases).
 */
export function kitRegistrations(kit: KitSpec): KitRegistration[] {
  const pages = kitFieldPages(kit);
  if (!kit.published) {
    const aliases = kitFacts[kit.name as KitName].unpublishedAliases ?? {};
    return pages.flatMap((page) =>
      [page.field, ...(aliases[page.field] ?? [])].map((name) => ({
        name,
        kind: name === 'form-field' ? ('wrapper' as const) : ('type' as const),
        route: page.route,
        inMainFeature: true,
      })),
    );
  }
  const main = mainFeatureNames(kit);
  return pages.flatMap((page) => {
    const {types, wrappers} = namesOf(featuresOf(page.importPath));
    return [
      ...types.map((name) => ({name, kind: 'type' as const, route: page.route, inMainFeature: main.has(name)})),
      ...wrappers.map((name) => ({name, kind: 'wrapper' as const, route: page.route, inMainFeature: main.has(name)})),
    ];
  });
}

export interface KitMatrixRow {
  name: string;
  kind: 'type' | 'wrapper';
  /** Route of the API page per kit that provides it. */
  cells: Partial<Record<KitName, string>>;
}

/** Rows of the kit support matrix: wrappers first, then types, each alphabetically. */
export function kitMatrix(): KitMatrixRow[] {
  const rows = new Map<string, KitMatrixRow>();
  for (const kit of kits) {
    for (const registration of kitRegistrations(kit)) {
      const key = `${registration.kind}:${registration.name}`;
      const row = rows.get(key) ?? {name: registration.name, kind: registration.kind, cells: {}};
      row.cells[kit.name] ??= registration.route;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.kind.localeCompare(b.kind) * -1 || a.name.localeCompare(b.name));
}
