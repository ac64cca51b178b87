import type {Page} from '@playwright/test';
import {expect} from '../fixtures';
import {form} from '../playground';

/**
 * Option lists the kit rendering claims share (tests/browser/claims/*-rendering.spec.ts):
 * one disabled option among enabled ones, and options in two groups.
 */
export const contactOptions = [
  {value: 'sms', label: 'SMS'},
  {value: 'email', label: 'E-mail'},
  {value: 'post', label: 'Post', disabled: true},
];

export const groupedOptions = [
  {value: 'ng', label: 'Angular', group: 'Frameworks'},
  {value: 'rx', label: 'RxJS', group: 'Libraries'},
];

/**
 * For a radio field `contact` with the contact options: its inputs carry no name attribute, so Tab
 * moves from one radio to the next, while choosing one still unchecks the other (Angular's radio
 * accessor keeps one option checked).
 */
export async function expectRadiosWithoutName(page: Page): Promise<void> {
  const frame = form(page);
  const radios = frame.getByRole('radio');
  expect(await radios.evaluateAll((els) => els.map((el) => el.getAttribute('name')))).toEqual([null, null, null]);
  const sms = frame.getByRole('radio', {name: 'SMS'});
  const email = frame.getByRole('radio', {name: 'E-mail'});
  await sms.check();
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await email.check();
  await expect(sms).not.toBeChecked();
  await expect(page.getByTestId('model-output')).toContainText('"contact": "email"');
}
