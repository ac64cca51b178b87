// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { TableType } from '../../../src/examples/bootstrap-formly/table-rows/table-type';
import { CellWrapper } from '../../../src/examples/bootstrap-formly/table-rows/cell-wrapper';

/** What bootstrap-formly/table-rows registers with Formly, under its own names. */
export const registrations: ConfigOption = {
  types: [
    { name: 'table', component: TableType },
  ],
  wrappers: [
    { name: 'cell', component: CellWrapper },
  ],
};
