import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export {default as rehypeCodeTokens} from './rehype';
export {additionalLanguages} from './tokenize';
export {highlightCode} from './highlight';
export {codeOfLines, type SerializedLine} from './client';

/**
 * Code highlighted at build time. The rehype plugin (rehype.ts, added to the
 * docs, blog and pages content) computes each code block's Prism tokens; this
 * plugin's CodeBlock renders them, and its stylesheet colours them by colour
 * mode. Prism then stays out of every page's JavaScript: the classic theme's
 * client module that loads it on every page is replaced by nothing, and code
 * known only in the browser loads Prism in a chunk of its own.
 */
export default function codeHighlightPlugin(_context: LoadContext): Plugin {
  const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
  return {
    name: 'code-highlight',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getClientModules() {
      return [path.join(__dirname, 'code-colors.css')];
    },

    configureWebpack() {
      return {
        resolve: {
          alias: {[`${path.join(themeClassicLib, 'prism-include-languages')}$`]: false},
        },
      };
    },
  };
}
