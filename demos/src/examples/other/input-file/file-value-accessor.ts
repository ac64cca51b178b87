import { Directive, ElementRef, forwardRef, inject } from '@angular/core';
import { ControlValueAccessor, NG_VALUE_ACCESSOR } from '@angular/forms';

/**
 * Connects <input type="file"> to a form control. Angular has no built-in
 * accessor for file inputs; this one stores the chosen files as a File[].
 */
@Directive({
  selector: 'input[type=file][appFileInput]',
  host: {
    '(change)': 'onChange(filesOf($event))',
    '(blur)': 'onTouched()',
  },
  providers: [
    { provide: NG_VALUE_ACCESSOR, useExisting: forwardRef(() => FileValueAccessor), multi: true },
  ],
})
export class FileValueAccessor implements ControlValueAccessor {
  private readonly input = inject<ElementRef<HTMLInputElement>>(ElementRef);
  onChange: (files: File[]) => void = () => undefined;
  onTouched: () => void = () => undefined;

  filesOf(event: Event): File[] {
    return Array.from((event.target as HTMLInputElement).files ?? []);
  }

  writeValue(files: File[] | null): void {
    // A browser only lets scripts clear a file input, not fill it.
    if (!files?.length) {
      this.input.nativeElement.value = '';
    }
  }

  registerOnChange(fn: (files: File[]) => void): void {
    this.onChange = fn;
  }

  registerOnTouched(fn: () => void): void {
    this.onTouched = fn;
  }

  setDisabledState(disabled: boolean): void {
    this.input.nativeElement.disabled = disabled;
  }
}
