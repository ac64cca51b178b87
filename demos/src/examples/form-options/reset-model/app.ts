import { JsonPipe } from '@angular/common';
import { Component } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { FormlyFieldConfig, FormlyForm, FormlyFormOptions } from '@ngx-formly/core';

interface Profile {
  nickname?: string;
  city?: string;
  newsletter?: boolean;
}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  readonly form = new FormGroup({});
  readonly options: FormlyFormOptions = {};
  model: Profile = { nickname: 'sam', city: 'Lisbon', newsletter: false };

  readonly fields: FormlyFieldConfig[] = [
    { key: 'nickname', type: 'input', props: { label: 'Nickname' } },
    { key: 'city', type: 'input', props: { label: 'City' } },
    { key: 'newsletter', type: 'checkbox', props: { label: 'Monthly newsletter' } },
  ];

  /** Back to the starting point: the model first given to the form, or the last one saved or loaded. */
  undoChanges(): void {
    this.options.resetModel?.();
  }

  /** The current values become the new starting point for undoChanges(). */
  save(): void {
    this.options.updateInitialValue?.();
    this.form.markAsPristine();
  }

  /** Replaces every value at once with another model. */
  loadExample(): void {
    // A model given to resetModel also becomes the new starting point: Undo goes back to it.
    this.options.resetModel?.({ nickname: 'alex', city: 'Osaka', newsletter: true });
  }
}
