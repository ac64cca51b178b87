import { ApplicationConfig } from '@angular/core';
import { provideFormlyCore } from '@ngx-formly/core';
import { withFormlyBootstrap } from '@ngx-formly/bootstrap';
import { CellWrapper } from './cell-wrapper';
import { TableType } from './table-type';

export const appConfig: ApplicationConfig = {
  providers: [
    provideFormlyCore([
      ...withFormlyBootstrap(),
      {
        types: [{ name: 'table', component: TableType }],
        wrappers: [{ name: 'cell', component: CellWrapper }],
        validationMessages: [
          { name: 'required', message: 'Required.' },
          { name: 'min', message: (_error, field) => `Minimum ${field.props?.min}.` },
        ],
      },
    ]),
  ],
};
