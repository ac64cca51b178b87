/**
 * Adds a style sheet, given as text, at the end of the document's head, once per
 * id. The DocSearch modal's sheet arrives this way (see ../docsearch-style.ts).
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
