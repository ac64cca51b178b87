import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm, FormlyFormOptions } from '@ngx-formly/core';
import { vehicleCatalogue } from './vehicle-catalogue';
import vehicleForm from './vehicle-form.json';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model = {};

  // The JSON reads its option lists from formState, so data and form
  // definition stay separate.
  readonly options: FormlyFormOptions = { formState: vehicleCatalogue };

  // The whole field configuration is data: it could just as well be fetched.
  // Formly stores state on the objects it receives, so each form gets its own
  // copy; TypeScript cannot check JSON against FormlyFieldConfig, hence the cast.
  readonly fields = structuredClone(vehicleForm) as unknown as FormlyFieldConfig[];
}
