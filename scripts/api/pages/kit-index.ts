/**
 * The overview page of a UI kit: its entry points, whether the kit-wide feature and NgModule
 * include each one, and snippets that register the whole kit.
 */
import fs from 'node:fs';
import path from 'node:path';
import {NOTES_DIR} from '../config';
import type {KitIndexPage} from '../../../lib/entry-points';
import {blocks, code, fence, table} from '../markdown';
import {link, renderSymbolGroups} from '../render-symbols';
import {assemble, type RenderContext} from './assemble';
import {featureCall, kitRoot, linkFeature, summarizeEntry, type EntrySummary} from './kit-entries';
import {peerDependencies} from './peer-dependencies';
import {ngModuleSetup, standaloneSetup} from './setup-snippets';

/**
 * Entry points that the whole-kit set-up snippets leave out, with the reason printed under
 * them: a snippet must work as copied. Keyed by import path in notes/setup-exclusions.json.
 */
function setupExclusions(): Map<string, string> {
  const file = path.join(NOTES_DIR, 'setup-exclusions.json');
  return new Map(
    Object.entries(fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {}),
  );
}

export function renderKitIndexPage(page: KitIndexPage, ctx: RenderContext): string {
  const {rootApi, rootFeature, rootModule} = kitRoot(page, ctx);
  const kit = page.kit;
  const entries = [...kit.fields].sort().map((f) => summarizeEntry(`${kit.package}/${f}`, page, ctx));
  const kitFeatureName = featureCall(rootFeature);
  const yesNo = (v: boolean) => (v ? 'yes' : '**no**');
  const entryTable = table(
    [
      'Entry point',
      'Registers',
      'Standalone feature',
      'NgModule',
      `In ${code(kitFeatureName)}`,
      `In ${code(rootModule.exportName)}`,
    ],
    entries.map((e) => [
      `[${code(e.importPath)}](${ctx.site.pageLink(e.importPath)})`,
      [
        ...e.typeNames.map((n) => `type ${code(n)}`),
        ...e.wrapperNames.map((n) => `wrapper ${code(n)}`),
        ...e.feature.extensions.map((n) => `extension ${code(n)}`),
      ].join(', '),
      linkFeature(e.feature, page.importPath, ctx),
      e.ngModule ? link({name: e.ngModule.exportName, module: e.importPath}, page.importPath, ctx.site) : '—',
      yesNo(e.inKitFeature),
      yesNo(e.inKitModule),
    ]),
  );
  const exclusions = setupExclusions();
  const excluded = entries.filter((e) => exclusions.has(e.importPath));
  const missingFromFeature = entries.filter((e) => !e.inKitFeature);
  const missingFromModule = entries.filter((e) => !e.inKitModule && e.ngModule);
  const inSnippet = (e: EntrySummary) => !exclusions.has(e.importPath);
  const isExcluded = (e: EntrySummary) => !inSnippet(e);
  /** An entry point's last path segment, in code: `slider`. */
  const entryName = (e: EntrySummary) => code(e.importPath.split('/').pop()!);
  /** Entry points' names joined as a list: `slider`, or `a`, `b` and `c`. */
  const entryNames = (list: EntrySummary[]) => {
    const names = list.map(entryName);
    return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
  };
  const setupNote =
    missingFromFeature.length || missingFromModule.length
      ? blocks(
          missingFromFeature.length
            ? `${code(kitFeatureName)} leaves out ${missingFromFeature.map(entryName).join(', ')}; ${missingFromFeature.some(isExcluded) ? `the snippet below adds all but ${entryNames(missingFromFeature.filter(isExcluded))}, which the note under it explains` : `the snippet below adds ${missingFromFeature.length === 1 ? 'it' : 'them'} explicitly`}.`
            : undefined,
          missingFromModule.length
            ? `${code(rootModule.exportName)} leaves out ${missingFromModule.map(entryName).join(', ')}; ${missingFromModule.some(isExcluded) ? `the NgModule snippet imports the modules of all but ${entryNames(missingFromModule.filter(isExcluded))} next to it` : `the NgModule snippet imports ${missingFromModule.length === 1 ? 'its module' : 'their modules'} next to it`}.`
            : undefined,
        )
      : `Both ${code(kitFeatureName)} and ${code(rootModule.exportName)} cover every entry point of the package.`;
  const exclusionNote = excluded.length
    ? excluded.map((e) => `The snippets leave out ${code(e.importPath)}: ${exclusions.get(e.importPath)}`).join('\n\n')
    : undefined;
  const standalone = standaloneSetup([
    {importPath: kit.package, call: kitFeatureName, spread: true},
    ...missingFromFeature.filter(inSnippet).map((e) => ({importPath: e.importPath, call: featureCall(e.feature)})),
  ]);
  const ngModules = ngModuleSetup([
    {importPath: kit.package, name: rootModule.exportName},
    ...missingFromModule.filter(inSnippet).map((e) => ({importPath: e.importPath, name: e.ngModule!.exportName})),
  ]);
  const body = blocks(
    '## Quick reference',
    table(
      ['Item', 'Value'],
      [
        ['Package', `${code(rootApi.packageName)} ${rootApi.version}`],
        ['Peer dependencies', peerDependencies(rootApi.packageName)],
        [
          'Kit-wide standalone feature',
          link({name: rootFeature.functionName, module: kit.package}, kit.package, ctx.site, kitFeatureName),
        ],
        ['Kit-wide NgModule', link({name: rootModule.exportName, module: kit.package}, kit.package, ctx.site)],
      ],
    ),
    '## Entry points',
    `Each field lives in its own entry point, so an application that needs only a few fields can register just those. The last two columns tell whether the kit-wide feature and NgModule include the entry point.`,
    entryTable,
    '## Registering the whole kit',
    setupNote,
    exclusionNote,
    '**Standalone application** (for example in `app.config.ts`):',
    fence('ts', standalone),
    '**NgModule application:**',
    fence('ts', ngModules),
    renderSymbolGroups(rootApi, ctx.site, ctx.propDescriptions),
  );
  return assemble(
    page,
    {
      title: kit.package,
      sidebar_label: 'Overview',
      sidebar_position: page.sidebarPosition,
      description: `Generated API reference of ${kit.package} ${rootApi.version}: entry points, registration and exports of the ${kit.label} kit.`,
    },
    `${rootApi.packageName} ${rootApi.version}`,
    body,
  );
}
