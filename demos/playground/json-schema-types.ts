import { ChangeDetectionStrategy, Component } from '@angular/core';
import { ConfigOption, FieldArrayType, FieldType, FormlyField } from '@ngx-formly/core';

/**
 * A group of fields from a JSON Schema object (also used for `oneOf`/`anyOf`,
 * which FormlyJsonschema turns into a "multischema" group). Titles and
 * descriptions are interpolated, so they render as text.
 */
@Component({
  selector: 'playground-object-type',
  imports: [FormlyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <fieldset class="playground-group">
      @if (props.label) {
        <legend>{{ props.label }}</legend>
      }
      @if (props.description) {
        <p class="playground-group-description">{{ props.description }}</p>
      }
      @for (child of field.fieldGroup; track $index) {
        <formly-field [field]="child" />
      }
    </fieldset>
  `,
})
export class ObjectType extends FieldType {}

/** A JSON Schema array: its items, each removable, and a button adding one. */
@Component({
  selector: 'playground-array-type',
  imports: [FormlyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <fieldset class="playground-group">
      @if (props.label) {
        <legend>{{ props.label }}</legend>
      }
      @for (item of field.fieldGroup; track item.id; let index = $index) {
        <div class="playground-array-item">
          <formly-field [field]="item" />
          <button type="button" class="playground-submit" (click)="remove(index)">Remove item {{ index + 1 }}</button>
        </div>
      }
      <button type="button" class="playground-submit" (click)="add()">Add an item</button>
    </fieldset>
  `,
})
export class ArrayType extends FieldArrayType {}

/** JSON Schema `"type": "null"`: nothing to enter. */
@Component({
  selector: 'playground-null-type',
  template: '',
})
export class NullType extends FieldType {}

/** FormlyJsonschema names each field's type after the schema's type; these make every name renderable. */
export const jsonSchemaTypes: ConfigOption = {
  types: [
    { name: 'string', extends: 'input' },
    { name: 'number', extends: 'input', defaultOptions: { props: { type: 'number' } } },
    { name: 'integer', extends: 'input', defaultOptions: { props: { type: 'number' } } },
    { name: 'boolean', extends: 'checkbox' },
    { name: 'enum', extends: 'select' },
    { name: 'object', component: ObjectType },
    { name: 'multischema', component: ObjectType },
    { name: 'array', component: ArrayType },
    { name: 'null', component: NullType },
  ],
};
