import type {KitName} from '../../lib/kits';
import type {KitMatrixRow} from '../../lib/kit-features';

export interface KitMatrixData {
  /** Columns, in registry order. */
  kits: {name: KitName; label: string}[];
  rows: KitMatrixRow[];
}
