/**
 * URL path of a page's Markdown version: its route plus `.md`
 * (`/docs/guide/validation` → `/docs/guide/validation.md`). Shared by the
 * build, which writes the files, and the copy-page menu, which links to them.
 */
export function markdownPathOf(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}
