/**
 * Where the claim tests find the published packages: the demos app's own
 * install (demos/node_modules), not a copy.
 */
import fs from 'node:fs';
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

/** Every `.d.ts` file an installed package ships (`@ngx-formly/primeng`), its own nested node_modules left out. */
export function packageTypings(name: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return entry.name === 'node_modules' ? [] : walk(full);
      }
      return entry.name.endsWith('.d.ts') ? [full] : [];
    });
  return walk(path.join(demosDir, 'node_modules', name));
}
