import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {kits} from '../../lib/kits';
import {kitMatrix} from '../../lib/kit-features';
import type {KitMatrixData} from './types';

export type {KitMatrixData} from './types';
export {focusComponent, kitFocusNodes} from './remark';

/** The matrix's data: the kits as columns, and what each registers with Formly as rows. */
export function readKitMatrix(): KitMatrixData {
  return {
    kits: kits.map(({name, label}) => ({name, label})),
    rows: kitMatrix(),
  };
}

/**
 * The kit support matrix (docs/ui/overview.mdx): which kit provides which field
 * type and wrapper, each cell linking to its API page. The rows come from the
 * packages themselves, through the parser and the page list of the API
 * generator, so the table cannot drift from the API reference. The page renders
 * them with `@theme/KitMatrix`, from `@generated/kit-matrix/default/matrix.json`.
 */
export default function kitMatrixPlugin(_context: LoadContext): Plugin<KitMatrixData> {
  return {
    name: 'kit-matrix',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    async loadContent() {
      return readKitMatrix();
    },

    async contentLoaded({content, actions}) {
      await actions.createData('matrix.json', JSON.stringify(content));
    },
  };
}
