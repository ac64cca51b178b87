import { ChangeDetectionStrategy, Component } from '@angular/core';
import { FieldType, FormlyField, FormlyValidationMessage } from '@ngx-formly/core';

/** Renders a JSON Schema "object": its title, description and properties. */
@Component({
  selector: 'app-object-type',
  imports: [FormlyField, FormlyValidationMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (props.label) {
      <h2 class="h5">{{ props.label }}</h2>
    }
    @if (props.description) {
      <p class="text-body-secondary">{{ props.description }}</p>
    }
    @if (showError && formControl.errors) {
      <div class="alert alert-danger" role="alert">
        <formly-validation-message [field]="field" />
      </div>
    }
    @for (property of field.fieldGroup; track property.id) {
      <formly-field [field]="property" />
    }
  `,
})
export class ObjectType extends FieldType {}
