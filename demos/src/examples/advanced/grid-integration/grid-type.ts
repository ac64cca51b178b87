import { ChangeDetectionStrategy, Component } from '@angular/core';
import { FieldArrayType, FormlyFieldConfig } from '@ngx-formly/core';
import { AgGridAngular } from 'ag-grid-angular';
import {
  ClientSideRowModelModule,
  ColDef,
  colorSchemeVariable,
  GridApi,
  RowAutoHeightModule,
  themeQuartz,
} from 'ag-grid-community';
import { GridCell } from './grid-cell';

/**
 * An array field shown as an AG Grid: one grid row per item, one column per
 * field of the `fieldArray` template. The cells render real Formly fields, so
 * validation and the model work as in any other form.
 */
@Component({
  selector: 'app-grid-type',
  imports: [AgGridAngular],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <p class="form-label mb-1">{{ props.label }}</p>
    <ag-grid-angular
      class="mb-2"
      [modules]="modules"
      [theme]="theme"
      [columnDefs]="columns"
      [rowData]="field.fieldGroup"
      [domLayout]="'autoHeight'"
      [suppressCellFocus]="true"
      (gridReady)="grid = $event.api"
    />
    <button type="button" class="btn btn-sm btn-outline-primary mb-3" (click)="addRow()">
      {{ props['addText'] ?? 'Add a row' }}
    </button>
  `,
})
export class GridType extends FieldArrayType {
  // Only the grid features this type uses, which keeps the bundle small.
  readonly modules = [ClientSideRowModelModule, RowAutoHeightModule];
  // colorSchemeVariable follows data-ag-theme-mode="dark" on an ancestor.
  readonly theme = themeQuartz.withPart(colorSchemeVariable);
  grid?: GridApi<FormlyFieldConfig>;

  get columns(): ColDef<FormlyFieldConfig>[] {
    const template = this.field.fieldArray as FormlyFieldConfig;
    return (template.fieldGroup ?? []).map((cell, column) => ({
      headerName: cell.props?.label,
      cellRenderer: GridCell,
      cellRendererParams: { column },
      autoHeight: true,
      flex: 1,
    }));
  }

  addRow(): void {
    this.add();
    // The grid keeps its own copy of the rows; hand it the new list.
    this.grid?.setGridOption('rowData', [...(this.field.fieldGroup ?? [])]);
  }
}
