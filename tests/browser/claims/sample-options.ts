import type {Locator, Page} from '@playwright/test';
import {expect} from '../fixtures';
import {form} from '../playground';

/**
 * What the kit rendering claims share (tests/browser/claims/*-rendering.spec.ts): option lists
 * (one disabled option among enabled ones, and options in two groups) and the live region test.
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
 * The live region that holds `element`, if any: the nearest element around it, in the flattened
 * tree (through the slots and shadow roots of web components), with an alert, status or log role
 * or an aria-live other than off. Its role, or `aria-live=<value>`; null when there is none, so a
 * screen reader does not announce the element when it appears.
 */
export async function liveRegionOf(element: Locator): Promise<string | null> {
  return element.evaluate((start) => {
    for (let node: Element | null = start; node;) {
      const role = node.getAttribute('role');
      if (role === 'alert' || role === 'status' || role === 'log') {
        return role;
      }
      const live = node.getAttribute('aria-live');
      if (live && live !== 'off') {
        return `aria-live=${live}`;
      }
      const root = node.getRootNode();
      node = node.assignedSlot ?? node.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
    }
    return null;
  });
}

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
