import { AbstractControl, ValidationErrors } from '@angular/forms';
import { FormlyFieldConfig } from '@ngx-formly/core';

export interface WordLimitOptions {
  min?: number;
  max?: number;
}

function countWords(text: string): number {
  return text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
}

/**
 * Registered once as "wordCount"; each field passes its own limits as options:
 * `validators: { validation: [{ name: 'wordCount', options: { max: 30 } }] }`.
 * The limits travel in the error object, so the message can quote them.
 */
export function wordCountValidator(
  control: AbstractControl,
  _field: FormlyFieldConfig,
  options: WordLimitOptions = {},
): ValidationErrors | null {
  const words = countWords(control.value ?? '');
  if (words === 0) {
    return null;
  }
  const { min = 0, max = Infinity } = options;
  return words < min || words > max ? { wordCount: { words, min, max } } : null;
}

export function wordCountMessage(error: { words: number; min: number; max: number }): string {
  if (error.words < error.min) {
    return `Write at least ${error.min} words (now ${error.words}).`;
  }
  return `Stay within ${error.max} words (now ${error.words}).`;
}
