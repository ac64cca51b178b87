/**
 * The page of one field entry point of a UI kit: registration, a sample field
 * configuration, the props its component reads, then its exports.
 */
import type {KitFieldPage} from '../../../lib/entry-points';
import {fieldSample, toTypeScript} from '../../../lib/field-samples';
import {blocks, cell, code, codeCell, fence, table} from '../markdown';
import {readComponentDefaults, type TypeRegistration} from '../../../lib/typings/registrations';
import {deprecationNote, link, renderSymbol, renderSymbolGroups} from '../render-symbols';
import type {PropInfo} from '../../../lib/typings/typings';
import {assemble, type RenderContext} from './assemble';
import {featureCall, kitRoot, linkFeature, summarizeEntry, type EntrySummary} from './kit-entries';
import {ngModuleSetup, standaloneSetup} from './setup-snippets';

/** Wrappers a type ends up with, following `extends` to the type that declares them. */
function effectiveWrappers(type: TypeRegistration, all: TypeRegistration[]): string[] {
  if (type.wrappers.length || !type.extends) return type.wrappers;
  const parent = all.find((t) => t.name === type.extends);
  return parent ? effectiveWrappers(parent, all) : [];
}

const CORE_MODULE = '@ngx-formly/core';

function propsTable(props: PropInfo[], defaults: Map<string, string>, page: KitFieldPage, ctx: RenderContext): string {
  return table(
    ['Prop', 'Type', 'Optional', 'Default', 'Description', 'Declared in'],
    props.map((p) => {
      const description = ctx.propDescriptions.describe(p);
      const deprecated = deprecationNote(p.doc) ? `${deprecationNote(p.doc)} ` : '';
      return [
        codeCell(p.name),
        codeCell(p.type),
        p.optional ? 'yes' : 'no',
        defaults.has(p.name) ? codeCell(defaults.get(p.name)!) : '—',
        cell(`${deprecated}${description}`.trim()),
        `${link(p.declaredIn, page.importPath, ctx.site)}${p.declaredIn.module !== page.importPath ? ` (${code(p.declaredIn.module)})` : ''}`,
      ];
    }),
  );
}

/**
 * The props section: the kit's own props (and core props this component gives a default)
 * in the open, then the props every type inherits from core's `FormlyFieldProps`, folded
 * away because they are the same on every field page.
 */
function propsSection(primary: string, props: PropInfo[], page: KitFieldPage, ctx: RenderContext): string {
  const defaults = readComponentDefaults(page.importPath, primary);
  const undeclared = [...defaults.keys()].filter((name) => !props.some((p) => p.name === name));
  if (undeclared.length) {
    throw new Error(
      `${page.file}: the component sets defaults for props its typings do not declare: ${undeclared.join(', ')}`,
    );
  }
  const fromCore = (p: PropInfo) => p.declaredIn.module === CORE_MODULE && !defaults.has(p.name);
  const own = props.filter((p) => !fromCore(p));
  const core = props.filter(fromCore);
  const kitModules = [
    ...new Set(own.map((p) => p.declaredIn.module).filter((m) => m !== page.importPath && m !== CORE_MODULE)),
  ];
  const coreLink = link({name: 'FormlyFieldProps', module: CORE_MODULE}, page.importPath, ctx.site);
  const intro = `The ${code('props')} that ${code(primary)} reads${
    kitModules.length ? `, including those it inherits from ${kitModules.map(code).join(' and ')}` : ''
  }. The Default column shows what ${code(primary)} fills in through its ${code('defaultOptions')} when the field configuration leaves a prop unset${
    core.length ? `; props of ${code(CORE_MODULE)} that it gives a default are listed here too` : ''
  }.`;
  const coreBlock = core.length
    ? blocks(
        '<details>',
        `<summary>${core.length} props common to every field type, from ${code(CORE_MODULE)}</summary>`,
        `These come from ${coreLink} and mean the same on every field page: labels and texts, the built-in validators, attributes and DOM event handlers.`,
        propsTable(core, defaults, page, ctx),
        '</details>',
      )
    : undefined;
  return blocks(
    intro,
    own.length ? propsTable(own, defaults, page, ctx) : `${code(primary)} reads no props of its own.`,
    coreBlock,
  );
}

function sampleSection(page: KitFieldPage, entry: EntrySummary, props: PropInfo[]): string | undefined {
  const sample = fieldSample(page.kit.name, page.field);
  if (!sample) return undefined;
  const known = new Set(props.map((p) => p.name));
  const unknown = Object.keys(sample.props).filter((k) => !known.has(k));
  if (unknown.length) {
    throw new Error(`${page.file}: the sample uses props the typings do not declare: ${unknown.join(', ')}`);
  }
  const typeName = sample.type ?? entry.typeNames[0];
  const ownType = entry.typeNames.includes(typeName);
  const configType = ownType && entry.configInterface ? entry.configInterface.exportName : 'FormlyFieldConfig';
  const importLine =
    configType === 'FormlyFieldConfig'
      ? "import { FormlyFieldConfig } from '@ngx-formly/core';"
      : `import { ${configType} } from '${page.importPath}';`;
  const field = {key: sample.key, type: typeName, props: sample.props};
  return [importLine, '', `export const fields: ${configType}[] = [`, `  ${toTypeScript(field, 1)},`, '];'].join('\n');
}

/** Wrapper pages show their sample on another entry point's type; say which one. */
function sampleTypeNote(page: KitFieldPage, entry: EntrySummary, ctx: RenderContext): string | undefined {
  const typeName = fieldSample(page.kit.name, page.field)?.type;
  if (!typeName || entry.typeNames.includes(typeName)) return undefined;
  for (const field of page.kit.fields) {
    const owner = ctx.site
      .featuresOf(`${page.kit.package}/${field}`)
      .find((f) => f.types.some((t) => t.name === typeName));
    if (owner) {
      return `The example uses the ${code(typeName)} type of [${code(owner.importPath)}](${ctx.site.pageLink(owner.importPath)}), registered by ${linkFeature(owner, page.importPath, ctx)}.`;
    }
  }
  throw new Error(`${page.file}: no entry point of ${page.kit.package} registers the sample's type ${typeName}`);
}

export function renderKitFieldPage(page: KitFieldPage, ctx: RenderContext): string {
  const {site} = ctx;
  const kit = page.kit;
  const {rootFeature, rootModule} = kitRoot(page, ctx);
  const entry = summarizeEntry(page.importPath, page, ctx);
  const {api, feature} = entry;
  const componentNames = [
    ...feature.types.filter((t) => t.component).map((t) => t.component!),
    ...feature.wrappers.map((w) => w.component),
  ];
  const components = componentNames.map((name) => {
    const exported = api.symbols.find((s) => s.exportName === name);
    return {name, exported: !!exported, symbol: exported ?? site.reader.readInternalClass(name, page.importPath)};
  });
  const primary = components[0];
  if (!primary?.symbol) throw new Error(`${page.file}: no component found for ${feature.functionName}`);
  const props = site.reader.readComponentProps(primary.name, page.importPath);

  // Wrappers the registered types rely on, and the feature that registers each one.
  const neededWrappers = [...new Set(feature.types.flatMap((t) => effectiveWrappers(t, feature.types)))];
  const wrapperOwners = neededWrappers.map((w) => ({name: w, owner: site.wrapperOwner(kit, w)}));

  const rows: string[][] = [['Import path', code(page.importPath)]];
  rows.push(['Package', `${code(kit.package)} ${api.version}`]);
  if (entry.typeNames.length) rows.push(['Field type names', entry.typeNames.map(code).join(', ')]);
  if (entry.wrapperNames.length) rows.push(['Wrapper names', entry.wrapperNames.map(code).join(', ')]);
  if (feature.extensions.length) rows.push(['Extensions', feature.extensions.map(code).join(', ')]);
  rows.push(['Standalone feature', linkFeature(feature, page.importPath, ctx)]);
  if (entry.ngModule)
    rows.push(['NgModule', link({name: entry.ngModule.exportName, module: page.importPath}, page.importPath, site)]);
  rows.push([
    'Config interface',
    entry.configInterface
      ? link({name: entry.configInterface.exportName, module: page.importPath}, page.importPath, site)
      : `none exported; use ${link({name: 'FormlyFieldConfig', module: '@ngx-formly/core'}, page.importPath, site)}`,
  ]);
  for (const c of components) {
    const meta = c.symbol?.angular;
    const selector = meta?.selector ? `, selector ${code(meta.selector)}` : '';
    const where = c.exported
      ? link({name: c.name, module: page.importPath}, page.importPath, site)
      : `${code(c.name)} (not exported)`;
    rows.push([
      feature.wrappers.some((w) => w.component === c.name) ? 'Wrapper component' : 'Component',
      `${where}${selector}`,
    ]);
  }
  if (wrapperOwners.length) {
    rows.push([
      'Wrapped by',
      wrapperOwners
        .map(({name, owner}) =>
          owner
            ? owner.importPath === page.importPath
              ? code(name)
              : `${code(name)}, registered by ${linkFeature(owner, page.importPath, ctx)} from ${code(owner.importPath)}`
            : code(name),
        )
        .join('; '),
    ]);
  }
  rows.push([
    `In ${code(featureCall(rootFeature))}`,
    entry.inKitFeature ? 'yes' : `**no**: register ${code(featureCall(feature))} yourself`,
  ]);
  rows.push([
    `In ${code(rootModule.exportName)}`,
    entry.inKitModule ? 'yes' : entry.ngModule ? `**no**: import ${code(entry.ngModule.exportName)} yourself` : 'no',
  ]);

  const typeTable = feature.types.length
    ? table(
        ['Type name', 'Extends', 'Component', 'Wrappers', 'Default options'],
        feature.types.map((t) => [
          code(t.name),
          t.extends ? code(t.extends) : '—',
          t.component ? code(t.component) : `inherited from ${code(t.extends ?? '')}`,
          t.wrappers.length ? t.wrappers.map(code).join(', ') : t.extends ? 'inherited' : '—',
          t.defaultOptions ? codeCell(t.defaultOptions) : '—',
        ]),
      )
    : undefined;

  // Registration: the field's own feature plus the features of the wrappers it needs.
  const setupFeatures = [
    ...wrapperOwners
      .filter((w) => w.owner && w.owner.importPath !== page.importPath)
      .map((w) => ({importPath: w.owner!.importPath, call: featureCall(w.owner!)})),
    {importPath: page.importPath, call: featureCall(feature)},
  ];
  const wrapperModulesNote =
    setupFeatures.length > 1
      ? `The types of this entry point render inside the ${wrapperOwners.map((w) => code(w.name)).join(', ')} wrapper, which ${code(featureCall(feature))} does not register, so the standalone setup lists ${setupFeatures
          .slice(0, -1)
          .map((f) => code(f.call))
          .join(
            ', ',
          )} as well. ${entry.ngModule ? `${code(entry.ngModule.exportName)} imports the wrapper's NgModule itself.` : ''}`.trim()
      : undefined;
  const sample = sampleSection(page, entry, props);
  const liveExample =
    ctx.settings.liveExamples && kit.browser
      ? blocks('## Live example', `<LiveExample name="fields/${kit.name}/${page.field}" />`)
      : undefined;

  const body = blocks(
    '## Quick reference',
    table(['Item', 'Value'], rows),
    typeTable ? '### Registered types' : undefined,
    typeTable,
    '### Registration',
    wrapperModulesNote,
    '**Standalone application:**',
    fence('ts', standaloneSetup(setupFeatures)),
    entry.ngModule ? '**NgModule application:**' : undefined,
    entry.ngModule
      ? fence('ts', ngModuleSetup([{importPath: page.importPath, name: entry.ngModule.exportName}]))
      : undefined,
    sample ? '### Field configuration' : undefined,
    sample ? sampleTypeNote(page, entry, ctx) : undefined,
    sample ? fence('ts', sample) : undefined,
    liveExample,
    '## Props',
    propsSection(primary.name, props, page, ctx),
    renderSymbolGroups(api, site),
    components.some((c) => !c.exported && c.symbol)
      ? blocks(
          '## Internal components',
          (() => {
            const hidden = components.filter((c) => !c.exported && c.symbol).length;
            const names = entry.typeNames.length > 1 ? 'type names above select' : 'type name above selects';
            return hidden > 1
              ? `${code(page.importPath)} registers these components without exporting them. You never import them: the ${names} them.`
              : `${code(page.importPath)} registers this component without exporting it. You never import it: the ${names} it.`;
          })(),
          ...components.filter((c) => !c.exported && c.symbol).map((c) => renderSymbol(c.symbol!, site)),
        )
      : undefined,
  );
  return assemble(
    page,
    {
      title: page.importPath,
      sidebar_label: page.field,
      sidebar_position: page.sidebarPosition,
      description: `Generated API reference of ${page.importPath} ${api.version}: type names, registration, props and exports of the ${kit.label} ${page.field}.`,
    },
    `${kit.package} ${api.version}`,
    body,
  );
}
