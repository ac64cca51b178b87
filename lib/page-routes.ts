/**
 * Where a content file is served: the route of a docs page or blog post in the built
 * site. Shared by the browser tests (the pages that embed each demo) and the one-page
 * check (scripts/check-page.ts).
 */

/** `api/ui/bootstrap/index.mdx` (relative to docs/) → `/docs/api/ui/bootstrap`; no docs page sets its own slug. */
export function docsRoute(file: string): string {
  return `/docs/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
}

/**
 * A blog post's route: its front matter's `slug`, or else the one Docusaurus derives
 * from a dated file name (`blog/2026-11-20-welcome.mdx` → `/blog/2026/11/20/welcome`).
 */
export function blogRoute(source: string, file: string): string {
  const slug = /^---\n[\s\S]*?^slug:\s*(\S+)\s*$[\s\S]*?^---$/m.exec(source)?.[1];
  if (slug) {
    return `/blog/${slug.replace(/^\//, '')}`;
  }
  const dated = /(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(file);
  if (!dated) {
    throw new Error(`${file}: a blog post needs a dated file name or a slug for its route to be known.`);
  }
  const [, year, month, day, name] = dated;
  return `/blog/${year}/${month}/${day}/${name}`;
}
