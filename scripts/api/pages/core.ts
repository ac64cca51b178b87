/** The page of a core entry point: quick reference, an overview of its exports, then every symbol. */
import type {CorePage} from '../../../lib/entry-points';
import {blocks, code, table} from '../markdown';
import {link, renderSymbolGroups} from '../render-symbols';
import type {ApiSite} from '../site';
import type {ApiSymbol, EntryPointApi} from '../../../lib/typings/typings';
import {assemble, type RenderContext} from './assemble';
import {peerDependencies} from './peer-dependencies';

function glance(api: EntryPointApi, site: ApiSite): string {
  const groups: [string, ApiSymbol[]][] = [
    ['Classes', api.symbols.filter((s) => s.kind === 'class')],
    ['Interfaces', api.symbols.filter((s) => s.kind === 'interface')],
    ['Functions', api.symbols.filter((s) => s.kind === 'function')],
    ['Types', api.symbols.filter((s) => s.kind === 'type')],
    ['Constants', api.symbols.filter((s) => s.kind === 'constant')],
  ];
  return groups
    .map(([title, list]) => [title, list.filter((s) => !s.exportName.startsWith('ɵ'))] as const)
    .filter(([, list]) => list.length > 0)
    .map(([title, list]) => {
      const names = [...list]
        .sort((a, b) => (a.exportName.toLowerCase() < b.exportName.toLowerCase() ? -1 : 1))
        .map((s) => link({name: s.exportName, module: api.importPath}, api.importPath, site));
      return `- **${title}:** ${names.join(', ')}`;
    })
    .join('\n');
}

export function renderCorePage(page: CorePage, ctx: RenderContext): string {
  const api = ctx.site.api(page.importPath);
  const rows = [
    ['Import path', code(api.importPath)],
    ['Package', `${code(api.packageName)} ${api.version}`],
  ];
  if (page.importPath === api.packageName) rows.push(['Peer dependencies', peerDependencies(api.packageName)]);
  const body = blocks(
    '## Quick reference',
    table(['Item', 'Value'], rows),
    `Exports of ${code(api.importPath)}:`,
    glance(api, ctx.site),
    renderSymbolGroups(api, ctx.site, ctx.propDescriptions),
  );
  return assemble(
    page,
    {
      title: page.importPath,
      sidebar_label: page.importPath === api.packageName ? 'core' : page.importPath.split('/').pop()!,
      sidebar_position: page.sidebarPosition,
      description: `Generated API reference of ${page.importPath} ${api.version}: every export with its signature and documentation.`,
    },
    `${api.packageName} ${api.version}`,
    body,
  );
}
