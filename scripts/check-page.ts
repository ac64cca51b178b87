/**
 * The one-page check, for a writer who changed a page or two:
 *
 *   npm run check:page -- docs/guide/validation.mdx [more pages…]
 *
 * Rebuilds the site as the browser tests need it (`npm run build:test`, warm after a first
 * build, and failing on any broken link of any page), then runs what `npm test` runs for
 * those pages, also where `npm test` leaves them out of its sample (tests/browser/matrix.ts):
 * their sitemap checks (status, console, axe), the boot and interaction of every live demo they embed, the static check of each demo's file tabs, their claim tests
 * (tests/claims/<section>/<page>.test.ts, where a page has them; for a UI page also its
 * Chromium claims, tests/browser/claims/<kit>[-rendering].spec.ts) and the content audit's unit
 * test (every page needs its claim record, tests/claims/<area>/<page>.claims.json, whose IDs
 * stand beside its sentences and are named by its tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import {blogRoute, docsRoute} from '../lib/page-routes';
import {nodeScript, npmScript, runStep, siteDir, type Step} from './run-lines';
import {runMain} from './run-main';

/** The route of a content file given on the command line. */
function routeOf(file: string): string {
  const relative = path.relative(siteDir, path.resolve(file)).split(path.sep).join('/');
  if (!fs.existsSync(path.join(siteDir, relative))) {
    throw new Error(`${file}: no such file.`);
  }
  if (relative.startsWith('docs/')) {
    return docsRoute(relative.slice('docs/'.length));
  }
  if (relative.startsWith('blog/') && /\.mdx?$/.test(relative)) {
    return blogRoute(fs.readFileSync(path.join(siteDir, relative), 'utf8'), relative);
  }
  throw new Error(`${file}: not a docs page (docs/…) or a blog post (blog/…); run \`npm test\` for other changes.`);
}

/** The demo names a page embeds with <LiveExample name="…" />. */
function embeddedDemos(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/<LiveExample\s[^>]*?\bname="([^"]+)"/g)].map(([, name]) => name!);
}

/** The claim tests of a docs page, by the naming rule of tests/claims: docs/guide/faq.mdx → tests/claims/guide/faq.test.ts. */
function claimTests(file: string): string[] {
  const relative = path.relative(path.join(siteDir, 'docs'), path.resolve(file)).split(path.sep);
  const claims = path.join('tests', 'claims', relative[0]!, `${path.parse(file).name}.test.ts`);
  return relative.length > 1 && relative[0] !== '..' && fs.existsSync(path.join(siteDir, claims)) ? [claims] : [];
}

/**
 * The Chromium claim tests of a UI page, by the naming rule of tests/browser/claims:
 * docs/ui/kendo.mdx → kendo.spec.ts and kendo-rendering.spec.ts, where they exist.
 */
function browserClaimTests(file: string): string[] {
  const relative = path.relative(path.join(siteDir, 'docs'), path.resolve(file)).split(path.sep);
  if (relative.length !== 2 || relative[0] !== 'ui') {
    return [];
  }
  const name = path.parse(file).name;
  return [`${name}.spec.ts`, `${name}-rendering.spec.ts`]
    .map((spec) => path.join('tests', 'browser', 'claims', spec))
    .filter((spec) => fs.existsSync(path.join(siteDir, spec)));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function run(step: Step): Promise<void> {
  console.log(`\n── ${step.name}: ${step.args.join(' ')}`);
  if ((await runStep(step)).code !== 0) {
    throw new Error(`check:page failed at: ${step.name}`);
  }
}

async function main(): Promise<number> {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    throw new Error('Name the pages to check: npm run check:page -- docs/guide/validation.mdx');
  }
  const routes = files.map(routeOf);
  const demos = files.flatMap(embeddedDemos);
  // A test's title is its page's route (pages.spec.ts) or its demo's name (demos.spec.ts),
  // maybe followed by what else it checks, in parentheses.
  const titles = [...routes, ...routes.map((route) => `${route}/`), ...demos].map(escape);
  const patterns = [`(^|\\s)(${titles.join('|')})( \\(.*\\))?$`];
  if (demos.length > 0) {
    patterns.push(escape("every demo's docs page shows its source files"));
  }
  await run(npmScript('build:test'));
  await run(
    nodeScript('claim records and claim tests', '--test', 'tests/unit/claims.test.ts', ...files.flatMap(claimTests)),
  );
  // Playwright matches --grep against the file name too: every test of a claims file runs.
  const browserClaims = files.flatMap(browserClaimTests);
  patterns.push(...browserClaims.map((spec) => escape(path.basename(spec))));
  // The whole matrix (tests/browser/matrix.ts), which --grep narrows to the named pages: npm test
  // itself runs only a sample of the pages and demos.
  await run({
    env: {SITE_MATRIX: 'all'},
    ...npmScript(
      'test:browser',
      'tests/browser/pages.spec.ts',
      'tests/browser/demos.spec.ts',
      ...browserClaims,
      '--grep',
      patterns.join('|'),
    ),
  });
  console.log(`\ncheck:page: ${routes.join(', ')} passed${demos.length ? `, with ${demos.join(', ')}` : ''}.`);
  return 0;
}

runMain(main);
