/**
 * Collects what the MCP server answers from (DocsData, mcp/src/docs-data.ts): the pages, search
 * index and site URL of a production build of the site, and from lib/ the examples with their
 * per-kit variants, the field types of each kit and its JSON Schema. Each piece has its own
 * function, so that other generators (the skills) can read the same data.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {collectDemoFolders, readDemoSources} from '../lib/demo-folders';
import {listPages, type KitFieldPage} from '../lib/entry-points';
import {buildFieldSchemas, schemaKits, schemaRoute} from '../lib/field-schema/generate';
import {formlyCoreTypes, propsDefinition, type FieldArraySchema} from '../lib/field-schema/types';
import {kitRegistrations} from '../lib/kit-features';
import {demoKits} from '../lib/kit-variants';
import {kits, type KitName, type KitSpec} from '../lib/kits';
import {readFeatures, type FeatureRegistration, type TypeRegistration} from '../lib/typings/registrations';
import {
  EMBEDDED_INDEX_DIR,
  EMBEDDED_INDEX_FORMAT,
  EMBEDDED_INDEX_MANIFEST,
  type EmbeddedIndexFile,
  type EmbeddedIndexManifest,
  type ExtractedPage,
} from '../plugins/search-index/client';
import type {DocsData, DocsPageData, ExampleData, FieldPropData, KitData} from './src/docs-data';

const repositoryDir = path.resolve(__dirname, '..');
export const defaultDemosDir = path.join(repositoryDir, 'demos');

/** A site directory that is not a complete production build; the message says what is missing. */
export class SiteBuildError extends Error {
  constructor(siteDir: string, missing: string) {
    super(`${siteDir} is not a production build of the site: ${missing}. Run \`npm run build\` or pass --site <dir>.`);
    this.name = 'SiteBuildError';
  }
}

function readBuildFile(siteDir: string, file: string): string {
  const full = path.join(siteDir, file);
  if (!existsSync(full)) {
    throw new SiteBuildError(siteDir, `${file} is missing`);
  }
  return readFileSync(full, 'utf8');
}

/** The site's root URL as the build published it: llms.txt names llms-full.txt at the root. */
export function readSiteUrl(siteDir: string): string {
  const match = /(https?:\/\/\S+\/)llms-full\.txt/.exec(readBuildFile(siteDir, 'llms.txt'));
  if (!match) {
    throw new SiteBuildError(siteDir, 'its llms.txt does not link to llms-full.txt');
  }
  return match[1]!;
}

/** Every page llms.txt lists, with its Markdown (the `.md` file the build writes next to the page). */
export function collectPages(siteDir: string, siteUrl: string): DocsPageData[] {
  const basePath = new URL(siteUrl).pathname;
  const entries = [...readBuildFile(siteDir, 'llms.txt').matchAll(/^- \[(.+)\]\((\S+)\.md\)(?:: (.*))?$/gm)];
  if (entries.length === 0) {
    throw new SiteBuildError(siteDir, 'its llms.txt lists no page');
  }
  return entries.map(([, title, url, description]) => {
    const route = new URL(url!).pathname;
    if (!route.startsWith(basePath)) {
      throw new SiteBuildError(siteDir, `llms.txt links to ${url}.md, outside the site root ${siteUrl}`);
    }
    const pagePath = route.slice(basePath.length);
    return {
      path: pagePath,
      title: title!,
      ...(description ? {description} : {}),
      url: url!,
      markdownUrl: `${url}.md`,
      markdown: readBuildFile(siteDir, `${pagePath}.md`),
    };
  });
}

/** The pages of the build's embedded search index (build/search-index/). */
export function readSearchPages(siteDir: string): ExtractedPage[] {
  const manifestFile = `${EMBEDDED_INDEX_DIR}/${EMBEDDED_INDEX_MANIFEST}`;
  const manifest = JSON.parse(readBuildFile(siteDir, manifestFile)) as EmbeddedIndexManifest;
  if (manifest.format !== EMBEDDED_INDEX_FORMAT) {
    throw new SiteBuildError(
      siteDir,
      `${manifestFile} has format ${String(manifest.format)}, not ${EMBEDDED_INDEX_FORMAT}`,
    );
  }
  const index = JSON.parse(readBuildFile(siteDir, `${EMBEDDED_INDEX_DIR}/${manifest.file}`)) as EmbeddedIndexFile;
  return index.pages;
}

/**
 * Every demo folder with its files and kits. An example's page is the docs page whose Markdown
 * shows it: the build writes each live example there with a link to `demos/#/<name>`.
 */
export function collectExamples(demosDir: string, pages: readonly DocsPageData[]): ExampleData[] {
  const pageOf = new Map<string, string>();
  for (const page of pages) {
    for (const [, name] of page.markdown.matchAll(/\/demos\/#\/([a-z0-9/-]+)/g)) {
      if (!pageOf.has(name!)) {
        pageOf.set(name!, page.path);
      }
    }
  }
  return collectDemoFolders(demosDir).map((demo) => {
    const files = readDemoSources(demo);
    const variants = demoKits(demo, files);
    const page = pageOf.get(demo.name);
    return {
      name: demo.name,
      title: demo.title,
      kit: demo.kit,
      kits: variants.kits,
      notes: variants.fixedReason ? [variants.fixedReason] : variants.notes,
      ...(page ? {page} : {}),
      files,
      changedFiles: variants.files,
    };
  });
}

/** Props of a type in the kit's schema (`definitions['props:<type>']`), deprecated ones last. */
function propsOf(schema: FieldArraySchema, type: string): FieldPropData[] {
  const properties = schema.definitions[propsDefinition(type)]?.properties ?? {};
  const props = Object.entries(properties).map(([name, member]): FieldPropData => ({
    name,
    type: member['x-typescript'],
    description: member.description,
    ...('deprecationMessage' in member && member.deprecationMessage ? {deprecation: member.deprecationMessage} : {}),
  }));
  return props.sort((a, b) => Number(a.deprecation !== undefined) - Number(b.deprecation !== undefined));
}

/** What each field entry point of a published kit registers, by type name, with the feature that registers it. */
function typeRegistrations(kit: KitSpec): Map<string, {type: TypeRegistration; feature: FeatureRegistration}> {
  const registrations = new Map<string, {type: TypeRegistration; feature: FeatureRegistration}>();
  if (!kit.published) {
    return registrations;
  }
  const fieldPages = listPages().filter(
    (page): page is KitFieldPage => page.kind === 'kit-field' && page.kit.name === kit.name,
  );
  for (const page of fieldPages) {
    for (const feature of readFeatures(page.importPath)) {
      feature.types.forEach((type) => registrations.set(type.name, {type, feature}));
    }
  }
  return registrations;
}

/** A kit's JSON Schema and where the site serves it (`schemaRoute`). */
export interface KitSchema {
  schema: FieldArraySchema;
  route: string;
}

/**
 * The field types and wrappers of a kit with their API pages, and its schema. A kit without a
 * published package (NativeScript) has no schema: its types come from its API pages alone.
 */
export function collectKit(kit: KitSpec, siteDir: string, siteUrl: string, kitSchema?: KitSchema): KitData {
  const registered = typeRegistrations(kit);
  const entries = kitRegistrations(kit);
  const apiPage = (route: string) => `docs/api/${route}`;
  const served = kitSchema && existsSync(path.join(siteDir, kitSchema.route));
  return {
    ...(served ? {schemaUrl: new URL(kitSchema.route, siteUrl).href} : {}),
    types: entries
      .filter((entry) => entry.kind === 'type')
      .map((entry) => {
        const {type: registration, feature} = registered.get(entry.name) ?? {};
        return {
          name: entry.name,
          page: apiPage(entry.route),
          inMainFeature: entry.inMainFeature,
          ...(feature ? {feature: {name: feature.functionName, importPath: feature.importPath}} : {}),
          ...(registration?.component ? {component: registration.component} : {}),
          ...(registration?.extends ? {extends: registration.extends} : {}),
          wrappers: registration?.wrappers ?? [],
          ...(registration?.defaultOptions ? {defaultOptions: registration.defaultOptions} : {}),
          props: kitSchema ? propsOf(kitSchema.schema, entry.name) : [],
        };
      }),
    coreTypes: formlyCoreTypes.map((name) => ({name, page: apiPage('core')})),
    wrappers: entries
      .filter((entry) => entry.kind === 'wrapper')
      .map((entry) => ({name: entry.name, page: apiPage(entry.route)})),
    ...(kitSchema ? {schema: kitSchema.schema} : {}),
  };
}

export interface CollectOptions {
  /** A production build of the site: `build/`. */
  siteDir: string;
  demosDir?: string;
}

/** Everything the server answers from. Reads the typings (several seconds). */
export function collectDocsData({siteDir, demosDir = defaultDemosDir}: CollectOptions): DocsData {
  const siteUrl = readSiteUrl(siteDir);
  const pages = collectPages(siteDir, siteUrl);
  const schemas = buildFieldSchemas({siteUrl});
  const schemaOf = (kit: KitSpec): KitSchema | undefined => {
    const published = schemaKits.find((candidate) => candidate.name === kit.name);
    return published && {schema: schemas[published.name], route: schemaRoute(published.name)};
  };
  return {
    siteUrl,
    searchPages: readSearchPages(siteDir),
    pages,
    examples: collectExamples(demosDir, pages),
    kits: Object.fromEntries(kits.map((kit) => [kit.name, collectKit(kit, siteDir, siteUrl, schemaOf(kit))])) as Record<
      KitName,
      KitData
    >,
  };
}
