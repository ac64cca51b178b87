import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { FieldType, FormlyField, FormlyFieldConfig } from '@ngx-formly/core';

/**
 * Shows each child group of the field as a tab. All panels stay rendered (the
 * inactive ones hidden), so every field keeps validating while out of sight;
 * a tab whose fields have errors says so in its title.
 */
@Component({
  selector: 'app-tabs-type',
  imports: [FormlyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="nav nav-tabs mb-3" role="tablist" (keydown)="moveWithArrows($event)">
      @for (tab of field.fieldGroup; track tab.id; let index = $index) {
        <button
          type="button"
          role="tab"
          class="nav-link"
          [id]="tabId(index)"
          [class.active]="index === selected()"
          [attr.aria-selected]="index === selected()"
          [attr.aria-controls]="panelId(index)"
          [tabIndex]="index === selected() ? 0 : -1"
          (click)="selected.set(index)"
        >
          {{ tab.props?.label }}
          @if (hasErrors(tab)) {
            <span class="badge text-bg-danger ms-1">check</span>
          }
        </button>
      }
    </div>
    @for (tab of field.fieldGroup; track tab.id; let index = $index) {
      <div
        role="tabpanel"
        [id]="panelId(index)"
        [attr.aria-labelledby]="tabId(index)"
        [hidden]="index !== selected()"
      >
        <formly-field [field]="tab" />
      </div>
    }
  `,
})
export class TabsType extends FieldType {
  readonly selected = signal(0);

  tabId(index: number): string {
    return `${this.id}-tab-${index}`;
  }

  panelId(index: number): string {
    return `${this.id}-panel-${index}`;
  }

  /**
   * A group without a key shares its parent's form control, so a tab's state
   * is read from the fields inside it.
   */
  hasErrors(group: FormlyFieldConfig): boolean {
    return (group.fieldGroup ?? []).some((child) =>
      child.key === undefined
        ? this.hasErrors(child)
        : !!child.formControl?.invalid && !!child.formControl.touched,
    );
  }

  /** Arrow keys move between tabs, as screen reader users expect of a tablist. */
  moveWithArrows(event: KeyboardEvent): void {
    const count = this.field.fieldGroup?.length ?? 0;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step !== 0 && count > 0) {
      const next = (this.selected() + step + count) % count;
      this.selected.set(next);
      document.getElementById(this.tabId(next))?.focus();
    }
  }
}
