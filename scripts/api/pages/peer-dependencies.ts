/** The "Peer dependencies" cell of the quick reference of a package's page. */
import {cell, code} from '../markdown';
import {readPackageJson} from '../../../lib/typings/typings';

export function peerDependencies(packageName: string): string {
  const peers = readPackageJson(packageName).peerDependencies ?? {};
  const entries = Object.entries(peers);
  return entries.length ? entries.map(([name, range]) => `${code(name)} ${cell(range)}`).join(', ') : 'none';
}
