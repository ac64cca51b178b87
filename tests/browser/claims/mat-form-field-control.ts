import type {Page} from '@playwright/test';
import {expect, type PageProblems} from '../fixtures';

/** Material's development-mode error for a <mat-form-field> with no MatFormFieldControl inside. */
const missingMatControl = /mat-form-field must contain a MatFormFieldControl/;

/**
 * A production build's failure for the same form field: <mat-form-field> reads the control it never got.
 * The stack frame keeps a TypeError from anywhere else from passing for it.
 */
const missingControlRead =
  /TypeError: Cannot read properties of undefined \(reading 'controlType'\)\s+at MatFormField\._initializeControl/;

/** Lines of a JIT page's main module that start the application as a production build does (ngDevMode false). */
export const productionModeImports = "import {enableProdMode} from '@angular/core';\nenableProdMode();";

/**
 * Opens a form (`open`) in which a <mat-form-field> gets no MatFormFieldControl, and waits for its
 * failure: Material's development-mode message; with `production`, the TypeError on the missing
 * control, while the development-mode message is never logged.
 */
export async function expectMissingMatControl(
  page: Page,
  problems: PageProblems,
  open: () => Promise<unknown>,
  {production = false}: {production?: boolean} = {},
): Promise<void> {
  const failure = production ? missingControlRead : missingMatControl;
  problems.allow(failure);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      logged.push(message.text());
    }
  });
  const reported = page.waitForEvent('console', {predicate: (message) => failure.test(message.text())});
  await open();
  await reported;
  if (production) {
    expect(logged.filter((text) => missingMatControl.test(text))).toEqual([]);
  }
}
