import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm } from '@ngx-formly/core';
import bugReportForm from './bug-report.form.json';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  model = { severity: 'medium' };

  // Everything about this form (layout, validation, messages, conditions) is
  // in the JSON file: strings stand in for the functions and regular
  // expressions that JSON cannot hold. Each form gets its own copy because
  // Formly stores state on the objects it receives.
  readonly fields: FormlyFieldConfig[] = structuredClone(bugReportForm);
}
