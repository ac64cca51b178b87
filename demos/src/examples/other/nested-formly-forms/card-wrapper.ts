import { ChangeDetectionStrategy, Component } from '@angular/core';
import { FieldWrapper } from '@ngx-formly/core';

/** Draws a group of fields as a fieldset titled with the group's label (a card in Bootstrap). */
@Component({
  selector: 'app-card-wrapper',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <fieldset class="card mb-3">
      <legend class="card-header fs-6 fw-semibold">{{ props.label }}</legend>
      <div class="card-body pb-0">
        <ng-container #fieldComponent />
      </div>
    </fieldset>
  `,
})
export class CardWrapper extends FieldWrapper {}
