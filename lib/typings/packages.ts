import path from 'node:path';

/**
 * Root of the docs repository (two levels above lib/typings). `__dirname`, as in the rest of
 * the site's TypeScript: with `import.meta`, Playwright's loader takes the file for an ES
 * module, and a browser test importing it (through scripts/kit-examples.ts) fails to load.
 */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * The @ngx-formly packages are read from the demos workspace, because that is where
 * the versions the site documents are pinned (demos/package.json + its lock file).
 */
export const FORMLY_PACKAGES_DIR = path.join(REPO_ROOT, 'demos/node_modules/@ngx-formly');

/** Hand-written notes of the API pages (scripts/api/notes): introductions, prop descriptions, rewordings. */
export const NOTES_DIR = path.join(REPO_ROOT, 'scripts/api/notes');
