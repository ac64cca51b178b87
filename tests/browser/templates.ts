import fs from 'node:fs';
import path from 'node:path';

/**
 * The pages of the built site, read from its sitemap, and the template each one
 * is drawn with. A check whose result depends on a page's content (status,
 * console, axe's structural rules) runs on every page; a check whose result
 * depends only on the template's colours (axe's colour rules, in both colour
 * modes) runs on one page of each template. A page that brings colours of its
 * own (a component with its own palette) is a template of its own.
 *
 * Every sitemap page must belong to a template: a new kind of page fails
 * pages.spec.ts until it is given one here, so that its colours get checked.
 */

const sitemapFile = path.join(__dirname, '..', '..', 'build', 'sitemap.xml');

export function sitemapPaths(): string[] {
  if (!fs.existsSync(sitemapFile)) {
    throw new Error(`${path.relative(process.cwd(), sitemapFile)} is missing: run \`npm run build:test\` first.`);
  }
  const sitemap = fs.readFileSync(sitemapFile, 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

interface PageTemplate {
  name: string;
  /** Whether a sitemap path is drawn with this template; the first template that matches wins. */
  matches: (pagePath: string) => boolean;
  /** The page whose colours stand for the template's; the first matching sitemap page when unset. */
  sample?: string;
}

const under = (prefix: string) => (pagePath: string) => pagePath.startsWith(prefix);

export const pageTemplates: readonly PageTemplate[] = [
  {name: 'home', matches: (pagePath) => pagePath === '/'},
  // The kit matrix sets its own text colours (plugins/kit-matrix).
  {name: 'UI kit matrix', matches: (pagePath) => pagePath === '/docs/ui/overview'},
  {name: 'UI page', matches: under('/docs/ui/')},
  {name: 'guide', matches: under('/docs/guide/'), sample: '/docs/guide/validation'},
  // The live example box, its kit switcher and its file tabs (plugins/live-examples/theme/LiveExample).
  {name: 'example page', matches: under('/docs/examples/'), sample: '/docs/examples/validation/built-in-validations'},
  // The reference page itself is the longest page of the site; its sub-pages share its template.
  {name: 'API core', matches: under('/docs/api/core/'), sample: '/docs/api/core/select'},
  {name: 'API kit index', matches: (pagePath) => /^\/docs\/api\/ui\/[^/]+\/?$/.test(pagePath)},
  {name: 'API field page', matches: under('/docs/api/ui/'), sample: '/docs/api/ui/bootstrap/input'},
  {name: 'API schematics', matches: under('/docs/api/schematics')},
  {name: 'playground', matches: under('/playground')},
  {name: 'search', matches: under('/search')},
  {name: 'blog list', matches: (pagePath) => /^\/blog(\/(archive|authors|tags(\/[^/]+)?))?\/?$/.test(pagePath)},
  {name: 'blog post', matches: under('/blog/')},
];

/** The template of a sitemap path; throws for a path no template claims. */
export function templateOf(pagePath: string): PageTemplate {
  const template = pageTemplates.find((candidate) => candidate.matches(pagePath));
  if (!template) {
    throw new Error(`${pagePath} belongs to no page template: add one in tests/browser/templates.ts.`);
  }
  return template;
}

/** The page of each template whose colours are checked, by path. */
export function colourSamples(pagePaths: readonly string[]): Map<string, string> {
  const samples = new Map<string, string>();
  for (const template of pageTemplates) {
    const sample = template.sample ?? pagePaths.find((pagePath) => templateOf(pagePath) === template);
    if (sample) {
      if (!pagePaths.includes(sample)) {
        throw new Error(`The colour sample ${sample} of the ${template.name} template is not in the sitemap.`);
      }
      samples.set(sample, template.name);
    }
  }
  return samples;
}
