import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The module the plugin serves for `@docsearch/react/style`, which the theme's
 * search bar imports when the modal is first wanted (hover, focus, shortcut).
 *
 * The package's sheet is the variables, the search button and the modal in one
 * file, and Docusaurus gathers every imported sheet into the one CSS file that
 * each page loads before its first paint. The variables and the button stay
 * there: the button is on every page, and the variables carry the dark-mode
 * colours. The modal's rules (most of the sheet) come as text inside this
 * module's chunk and are added to the page when it loads, after the site's
 * sheet, in the order the package's own sheet has them. (A CSS chunk of its
 * own would have put the bundler's CSS-chunk loader into every page's runtime.)
 */
export function docSearchStyleModule(): string {
  const distDir = path.dirname(require.resolve('@docsearch/css'));
  const sheet = (name: string) => path.join(distDir, name);
  const modalCss = readFileSync(sheet('modal.css'), 'utf8');
  const addStyleSheet = path.join(__dirname, 'client', 'styleSheet');
  return [
    `import ${JSON.stringify(sheet('_variables.css'))};`,
    `import ${JSON.stringify(sheet('button.css'))};`,
    `import {addStyleSheet} from ${JSON.stringify(addStyleSheet)};`,
    `addStyleSheet("docsearch-modal-style", ${JSON.stringify(modalCss)});`,
    '',
  ].join('\n');
}
