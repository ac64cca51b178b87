import path from 'node:path';

/**
 * Root of the docs repository (two levels above scripts/api). `__dirname`, as in the rest of
 * the site's TypeScript: with `import.meta`, Playwright's loader takes the file for an ES
 * module, and a browser test importing it (through scripts/kit-examples.ts) fails to load.
 */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * The @ngx-formly packages are read from the demos workspace, because that is where
 * the versions the site documents are pinned (demos/package.json + its lock file).
 */
export const FORMLY_PACKAGES_DIR = path.join(REPO_ROOT, 'demos/node_modules/@ngx-formly');

/** Where the generated MDX pages live. */
export const API_DOCS_DIR = path.join(REPO_ROOT, 'docs/api');

/** Hand-written introductions, one Markdown partial per generated page. */
export const NOTES_DIR = path.join(REPO_ROOT, 'scripts/api/notes');

export interface ApiDocsSettings {
  /**
   * Emit `<LiveExample name="fields/<kit>/<field>" />` on the field pages of browser kits.
   * Off until the demos app serves a route for every field; the drift test reads this
   * same setting, so switching it here (and regenerating) keeps the test green.
   */
  liveExamples: boolean;
}

export const apiDocsSettings: ApiDocsSettings = {
  liveExamples: true,
};
