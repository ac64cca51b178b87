import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';
import { tap } from 'rxjs';
import { countriesByRegion, officesByCountry, regions } from './offices';

/**
 * onInit hook for a select that depends on `parentKey`: whenever the parent
 * changes, the old choice no longer fits, so it is cleared. Returning the
 * Observable lets Formly unsubscribe when the <formly-field> that called the
 * hook is destroyed.
 */
function clearWhenChanged(parentKey: string) {
  return (field: FormlyFieldConfig) =>
    field.form?.get(parentKey)?.valueChanges.pipe(tap(() => field.formControl?.setValue(null)));
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model = {};

  readonly fields: FormlyFieldConfig[] = [
    {
      key: 'region',
      type: 'select',
      props: { label: 'Region', placeholder: 'Choose a region', options: regions },
    },
    {
      key: 'country',
      type: 'select',
      props: { label: 'Country', placeholder: 'Choose a country' },
      expressions: {
        'props.options': (field: FormlyFieldConfig) => countriesByRegion[field.model?.region] ?? [],
        'props.disabled': '!model.region',
      },
      hooks: { onInit: clearWhenChanged('region') },
    },
    {
      key: 'office',
      type: 'select',
      props: { label: 'Office', placeholder: 'Choose an office' },
      expressions: {
        'props.options': (field: FormlyFieldConfig) => officesByCountry[field.model?.country] ?? [],
        'props.disabled': '!model.country',
      },
      hooks: { onInit: clearWhenChanged('country') },
    },
  ];
}
