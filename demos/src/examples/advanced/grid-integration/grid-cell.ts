import { ChangeDetectionStrategy, Component } from '@angular/core';
import { FormlyField, FormlyFieldConfig } from '@ngx-formly/core';
import { ICellRendererAngularComp } from 'ag-grid-angular';
import { ICellRendererParams } from 'ag-grid-community';

export interface GridCellParams {
  /** Which field of the row this column shows. */
  column: number;
}

/** An AG Grid cell that renders one Formly field of the row. */
@Component({
  selector: 'app-grid-cell',
  imports: [FormlyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (field) {
      <formly-field [field]="field" />
    }
  `,
})
export class GridCell implements ICellRendererAngularComp {
  field?: FormlyFieldConfig;

  agInit(params: ICellRendererParams<FormlyFieldConfig> & GridCellParams): void {
    this.field = params.data?.fieldGroup?.[params.column];
  }

  refresh(): boolean {
    // The field keeps its own state; a new row object gets a new cell.
    return false;
  }
}
