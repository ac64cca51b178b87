/**
 * Adds a style sheet, given as text, at the end of the document's head, once per id.
 *
 * The DocSearch modal's sheet arrives this way, inside the chunk that loads with
 * the modal. Imported as CSS, it would land in Docusaurus's single first-load
 * `styles` sheet (about 5 KB gzipped that every page downloads before its first
 * paint); split into a CSS chunk of its own, it would put the bundler's CSS-chunk
 * loader into every page's runtime.
 */
export function addStyleSheet(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) {
    return;
  }
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
