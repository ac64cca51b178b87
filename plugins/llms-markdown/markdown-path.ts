/**
 * URL path of a page's Markdown version: its route plus `.md`
 * (`/docs/guide/validation` → `/docs/guide/validation.md`). Shared by the
 * build, which writes the files, and the copy-page menu, which links to them.
 */
export function markdownPathOf(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}

/**
 * Absolute URL of a page's Markdown version, on the site's own origin: what llms.txt lists
 * and what the copy-page menu hands to an assistant.
 */
export function markdownUrl(siteUrl: string, permalink: string): string {
  return `${new URL(siteUrl).origin}${markdownPathOf(permalink)}`;
}
