import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export {default as rehypeDeferredSections} from './rehype';

/**
 * Section bodies the browser renders as they near the viewport: the rehype
 * plugin wraps them, this plugin styles them and keeps a link's target in view
 * while the sections before it render.
 */
export default function deferredSectionsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'deferred-sections',
    getClientModules() {
      return [path.join(__dirname, 'sections.css'), path.join(__dirname, 'keepTarget.ts')];
    },
  };
}
