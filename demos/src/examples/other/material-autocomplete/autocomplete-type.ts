import { AsyncPipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, OnInit } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatAutocompleteModule } from '@angular/material/autocomplete';
import { MatInputModule } from '@angular/material/input';
import { FieldTypeConfig, FormlyAttributes } from '@ngx-formly/core';
import { FieldType, FormlyFieldProps } from '@ngx-formly/material/form-field';
import { Observable, of, startWith, switchMap } from 'rxjs';

export interface AutocompleteProps extends FormlyFieldProps {
  /** Suggestions for the text typed so far: a service call, or a filter over a local list. */
  suggest?: (text: string) => Observable<string[]>;
  /**
   * Without `suggest`, a fixed list: the entries that contain the typed text are suggested.
   * Unlike a function, it can be written in a form defined as JSON.
   */
  suggestions?: string[];
}

/**
 * A text input with a Material autocomplete panel. Extending FieldType from
 * @ngx-formly/material lets the surrounding <mat-form-field> (the
 * 'form-field' wrapper) adopt the one matInput of the template: label, focus,
 * hint and error state work as for the built-in input type.
 */
@Component({
  selector: 'app-autocomplete-type',
  imports: [
    AsyncPipe,
    ReactiveFormsModule,
    MatInputModule,
    MatAutocompleteModule,
    FormlyAttributes,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <input
      matInput
      [id]="id"
      [formControl]="formControl"
      [formlyAttributes]="field"
      [placeholder]="props.placeholder ?? ''"
      [errorStateMatcher]="errorStateMatcher"
      [matAutocomplete]="panel"
    />
    <mat-autocomplete #panel="matAutocomplete">
      @for (suggestion of suggestions$ | async; track suggestion) {
        <mat-option [value]="suggestion">{{ suggestion }}</mat-option>
      }
    </mat-autocomplete>
  `,
})
export class AutocompleteType
  extends FieldType<FieldTypeConfig<AutocompleteProps>>
  implements OnInit
{
  suggestions$!: Observable<string[]>;

  ngOnInit(): void {
    // Ask again whenever the text changes; switchMap drops answers to
    // questions that are no longer current.
    const suggest = this.props.suggest ?? ((text: string) => of(this.entriesContaining(text)));
    this.suggestions$ = this.formControl.valueChanges.pipe(
      startWith(this.formControl.value),
      switchMap((text: string | null) => suggest(text ?? '')),
    );
  }

  private entriesContaining(text: string): string[] {
    const wanted = text.trim().toLowerCase();
    return (this.props.suggestions ?? []).filter((entry) => entry.toLowerCase().includes(wanted));
  }
}
