/**
 * Where the claim tests find the published packages: the demos app's own
 * install (demos/node_modules), not a copy.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

export const demosDir = path.resolve(__dirname, '..', '..', '..', 'demos');
const requireFromDemos = createRequire(path.join(demosDir, 'package.json'));

/**
 * Loads a package as the demos app resolves it. The Angular packages are ES
 * modules; Node (20.19 and later) loads them with require(), so the tests need
 * no top-level await in this CommonJS project.
 */
export function loadPackage<T>(specifier: string): T {
  return requireFromDemos(specifier) as T;
}
