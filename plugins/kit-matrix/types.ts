import type {KitName} from '../../demos/src/app/kits';
import type {KitMatrixRow} from '../../scripts/kit-features';

export interface KitMatrixData {
  /** Columns, in registry order. */
  kits: {name: KitName; label: string}[];
  rows: KitMatrixRow[];
}
