import type {Page} from '@playwright/test';
import {kitByName} from '../../../lib/kits';
import {exportedFiles, exportPairs, type ExportPair} from '../../exports/projects';
import {check, expect, model, onDocsPage, type DemoInteraction} from '../demos';
import {openInStackBlitz, postedFiles} from '../fixtures';

/** The page's "Open in StackBlitz" posts, file for file, the project the exported-projects journey builds for `pair`. */
async function expectPostedProject(page: Page, pair: ExportPair): Promise<void> {
  expect(postedFiles(await openInStackBlitz(page)), `the project posted in ${pair.kit}`).toEqual(exportedFiles(pair));
}

/**
 * What a reader does with an example demo, and what they should see, by demo
 * name. demos.spec.ts opens and scans every demo; these add what is specific.
 */
export const exampleInteractions: Record<string, DemoInteraction> = {
  // An invalid e-mail is reported, a complete form is accepted.
  introduction: async (demo) => {
    await demo.getByLabel('E-mail').fill('ada@');
    await demo.getByLabel('E-mail').blur();
    await expect(demo.getByText('That does not look like an e-mail address.')).toBeVisible();
    await demo.getByLabel('Full name').fill('Ada Lovelace');
    await demo.getByLabel('E-mail').fill('ada@example.org');
    await demo.getByLabel('Workshop track').selectOption({label: 'Testing dynamic forms'});
    await demo.getByRole('button', {name: 'Book my seat'}).click();
    await expect(demo.getByRole('status')).toHaveText('Thanks, Ada Lovelace! Your seat is booked.');
    await expect(model(demo)).toContainText('"track": "testing"');
  },
  // The rating's stars are five radios of one group: each its own id (a shared id would make every
  // reference to one of them point at the first), one shared `name` (without it each star is a
  // group of its own and a Tab stop of its own), each named by its label, and a pick lights the stars.
  'advanced/extending-field-types': async (demo) => {
    const rating = demo.getByRole('radiogroup', {name: 'How was your last order?'});
    const stars = rating.getByRole('radio');
    await expect(stars).toHaveCount(5);
    const ids = await stars.evaluateAll((inputs) => inputs.map((input) => input.id));
    expect(new Set(ids).size, `the ids ${ids.join(', ')}`).toBe(ids.length);
    expect(ids.every(Boolean)).toBe(true);
    const names = await stars.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')));
    expect(new Set(names).size, `the names ${names.join(', ')}`).toBe(1);
    expect(names[0]).toBeTruthy();
    await rating.getByRole('radio', {name: '4 stars'}).check({force: true});
    await expect(rating.getByRole('radio', {name: '4 stars'})).toBeChecked();
    await expect(rating.locator('.rating-star.lit')).toHaveCount(4);
    // The group is one Tab stop: arrows move the choice, Tab leaves the stars.
    await rating.getByRole('radio', {name: '4 stars'}).focus();
    await rating.getByRole('radio', {name: '4 stars'}).press('ArrowRight');
    await expect(rating.getByRole('radio', {name: '5 stars'})).toBeChecked();
    await expect(rating.locator('.rating-star.lit')).toHaveCount(5);
    await rating.getByRole('radio', {name: '5 stars'}).press('Shift+Tab');
    await expect(rating.locator('input:focus')).toHaveCount(0);
  },
  // Clearing a required field shows its message.
  'validation/built-in-validations': async (demo) => {
    const handle = demo.getByLabel('Team handle');
    await handle.fill('ab');
    await handle.blur();
    await expect(demo.getByText('Use at least 3 characters (you typed 2).')).toBeVisible();
    await handle.fill('');
    await expect(demo.getByText('This field cannot be left empty.')).toBeVisible();
    await demo.getByLabel('Team size').fill('12');
    await demo.getByLabel('Team size').blur();
    await expect(demo.getByText('The highest accepted value is 8.')).toBeVisible();
  },
  // The async check runs once, when the field is left.
  'validation/async-validation-update-on': async (demo) => {
    await demo.getByLabel('Username').pressSequentially('admin');
    await expect(demo.getByText('Lookups so far: 0')).toBeVisible();
    await demo.getByLabel('Username').blur();
    await expect(demo.getByText('"admin" is already taken.')).toBeVisible();
    await expect(demo.getByText('Lookups so far: 1')).toBeVisible();
  },
  // Two e-mail fields must match.
  'validation/matching-two-fields': async (demo) => {
    await demo.getByLabel('New e-mail address').fill('kim@example.org');
    await demo.getByLabel('Type it again').fill('kim@example.com');
    await demo.getByLabel('Type it again').blur();
    await expect(demo.getByText('The two addresses differ.')).toBeVisible();
    await demo.getByLabel('Type it again').fill('kim@example.org');
    await expect(demo.getByText('The two addresses differ.')).toHaveCount(0);
  },
  // Hiding a group removes its fields.
  'field-options/hide-fields': async (demo) => {
    await expect(demo.getByLabel('Landlord or agency')).toBeVisible();
    await check(demo.getByLabel('I own it'));
    await expect(demo.getByLabel('Landlord or agency')).toHaveCount(0);
    await check(demo.getByLabel('I already have pets'));
    await check(demo.getByLabel('Cat'));
    await expect(model(demo)).toContainText('"cat": true');
    await demo.getByLabel('I already have pets').uncheck();
    await expect(model(demo)).not.toContainText('otherPetKinds');
  },
  // Undo restores the model, save moves the starting point.
  'form-options/reset-model': async (demo) => {
    const nickname = demo.getByLabel('Nickname');
    await nickname.fill('samira');
    await expect(model(demo)).toContainText('"nickname": "samira"');
    await demo.getByRole('button', {name: 'Undo changes'}).click();
    await expect(nickname).toHaveValue('sam');
    await nickname.fill('sami');
    await demo.getByRole('button', {name: 'Save'}).click();
    await nickname.fill('x');
    await demo.getByRole('button', {name: 'Undo changes'}).click();
    await expect(nickname).toHaveValue('sami');
  },
  // Form state locks the fields from outside the form.
  'form-options/form-state': async (demo) => {
    await check(demo.getByLabel('Invoice sent (lock editing)'));
    await expect(demo.getByLabel('Customer')).toBeDisabled();
    await demo.getByLabel('Currency').selectOption('JPY');
    await expect(demo.getByLabel('Amount in JPY')).toBeVisible();
  },
  // A repeating section gains and loses items, and the iframe takes the height the demo reports as it grows.
  'advanced/repeating-section': onDocsPage(async (demo, page) => {
    const frameBox = page.locator('iframe[data-live-example="advanced/repeating-section"]').locator('..');
    const boxHeight = () => frameBox.evaluate((element) => element.getBoundingClientRect().height);
    const before = await boxHeight();
    await expect(demo.getByRole('region', {name: /^Traveller \d$/})).toHaveCount(1);
    await demo.getByRole('button', {name: 'Add a traveller'}).click();
    await expect(demo.getByRole('region', {name: /^Traveller \d$/})).toHaveCount(2);
    await expect.poll(boxHeight).toBeGreaterThan(before + 50);
    const contentHeight = await demo
      .locator('.demo-root')
      .evaluate((element) => element.getBoundingClientRect().height);
    await expect.poll(async () => Math.abs((await boxHeight()) - contentHeight)).toBeLessThanOrEqual(2);
    await demo.getByLabel('Full name').nth(1).fill('Omar Haddad');
    await expect(model(demo)).toContainText('"name": "Omar Haddad"');
    await demo.getByRole('button', {name: 'Remove'}).first().click();
    await expect(demo.getByRole('region', {name: /^Traveller \d$/})).toHaveCount(1);
    await expect(model(demo)).not.toContainText('Noor Haddad');
  }),
  // The multi-step form only moves on from a valid step.
  'advanced/multi-step-form': async (demo) => {
    await demo.getByRole('button', {name: 'Next'}).click();
    await expect(demo.getByText('Please fill this in to continue.').first()).toBeVisible();
    await expect(demo.getByLabel('Full name')).toBeVisible();
    await demo.getByLabel('Full name').fill('Rui Costa');
    await demo.getByLabel('Date of birth').fill('1990-04-12');
    await demo.getByRole('button', {name: 'Next'}).click();
    // By role: the last step also has a "Statements by e-mail only" checkbox.
    await expect(demo.getByRole('textbox', {name: 'E-mail'})).toBeVisible();
    await demo.getByRole('textbox', {name: 'E-mail'}).fill('rui@example.org');
    await demo.getByRole('button', {name: 'Next'}).click();
    await demo.getByLabel('Monthly deposit (€)').fill('50');
    await demo.getByRole('button', {name: 'Open the account'}).click();
    await expect(demo.getByRole('status')).toContainText('your savings account is on its way');
  },
  // Translations switch language, messages included.
  'advanced/i18n': async (demo) => {
    await demo.getByRole('button', {name: 'Français'}).click();
    await expect(demo.getByLabel('Nom')).toBeVisible();
    await demo.getByLabel('Nom').focus();
    await demo.getByLabel('Nom').blur();
    await expect(demo.getByText('Ce champ est obligatoire.')).toBeVisible();
  },
  // A table row is added and totals follow.
  'bootstrap-formly/table-rows': async (demo) => {
    await expect(demo.locator('tbody tr')).toHaveCount(2);
    await demo.getByRole('button', {name: 'Add a line'}).click();
    await expect(demo.locator('tbody tr')).toHaveCount(3);
    await demo.getByLabel('Item').nth(2).fill('Travel');
    await demo.getByLabel('Unit price (€)').nth(2).fill('60');
    await expect(demo.getByText('Total: €1,200.00')).toBeVisible();
  },
  // An add-on fills in its field.
  'bootstrap-specific/input-add-ons': async (demo) => {
    await demo.getByText('Generate', {exact: true}).click();
    await expect(demo.getByLabel('Coupon code')).toHaveValue(/^SAVE-[A-Z0-9]{6}$/);
  },
  // A cascaded select follows and resets with its parent.
  // A custom type on p-multiselect keeps an array, and required applies to it (docs/ui/primeng.mdx).
  'kits/primeng-multiple-select': async (demo) => {
    // PrimeNG keeps the combobox visually hidden inside the control; the keyboard opens its list.
    const topics = demo.getByRole('combobox', {name: 'Topics'});
    // The model's starting value shows as a chip.
    await expect(demo.locator('p-chip', {hasText: 'Releases'})).toBeVisible();
    await topics.press('Enter');
    await demo.getByRole('option', {name: 'Security notices'}).click();
    await expect(model(demo)).toContainText(/"topics": \[\s*"releases",\s*"security"\s*\]/);
    await demo.getByRole('option', {name: 'Releases'}).click();
    await demo.getByRole('option', {name: 'Security notices'}).click();
    await expect(model(demo)).toContainText(/"topics": \[\]/);
    await topics.press('Escape');
    await topics.blur();
    await expect(demo.getByText('Choose at least one.')).toBeVisible();
  },
  // A custom type on kendo-multiselect gets the wrapper's label and message, and keeps the numeric values in an array (docs/ui/kendo.mdx).
  'kits/kendo-multiple-select': async (demo) => {
    const days = demo.getByRole('combobox', {name: 'Days you can help'});
    // The kit's form-field wrapper shows the required message once the empty control is left.
    await days.focus();
    await days.blur();
    await expect(demo.getByText('Choose at least one.')).toBeVisible();
    await days.click();
    await demo.getByRole('option', {name: 'Wednesday'}).click();
    await days.click();
    await demo.getByRole('option', {name: 'Saturday'}).click();
    await expect(model(demo)).toContainText(/"days": \[\s*3,\s*6\s*\]/);
  },
  'other/cascaded-select': async (demo) => {
    await expect(demo.getByLabel('Country')).toBeDisabled();
    await demo.getByLabel('Region').selectOption({label: 'Asia-Pacific'});
    await demo.getByLabel('Country').selectOption({label: 'Australia'});
    await demo.getByLabel('Office').selectOption({label: 'Sydney, Barangaroo'});
    await expect(model(demo)).toContainText('"office": "syd"');
    await demo.getByLabel('Region').selectOption({label: 'Americas'});
    await expect(model(demo)).toContainText('"country": null');
    await expect(demo.getByLabel('Country').locator('option')).toContainText(['Brazil', 'Canada']);
  },
  // The Material suffix button clears the field.
  // Suggestions narrow as the reader types; text that is not a suggestion is refused.
  'other/material-autocomplete': async (demo) => {
    const to = demo.getByRole('combobox', {name: 'To'});
    await to.pressSequentially('pra');
    await demo.getByRole('option', {name: 'Prague (PRG)'}).click();
    await expect(to).toHaveValue('Prague (PRG)');
    await expect(model(demo)).toContainText('"to": "Prague (PRG)"');
    await to.fill('Atlantis');
    await to.press('Escape');
    await to.blur();
    await expect(demo.getByText('Pick one of the suggestions.')).toBeVisible();
  },
  'other/material-prefix-suffix': async (demo) => {
    const trackingCode = demo.getByRole('textbox', {name: 'Tracking code'});
    await expect(trackingCode).toHaveValue('PKG-2024-0042');
    await demo.getByRole('button', {name: 'Clear the tracking code'}).click();
    await expect(trackingCode).toHaveValue('');
  },
  // Open in StackBlitz posts the project the exported-projects journey compiles and boots
  // (tests/exports/), in the kit the page shows and in another kit the reader picks.
  'advanced/tabs': onDocsPage(async (_demo, page) => {
    const pairs = exportPairs().filter((pair) => pair.label === 'advanced/tabs');
    const own = pairs.find((pair) => pair.kit === pair.demo?.kit)!;
    const other = pairs.find((pair) => pair !== own)!;
    await expectPostedProject(page, own);
    // The page opened in the other kit (?kit=, as the kit tabs write it): its button shows once that kit's
    // app.config.ts has loaded. (Clicked right after a tab switch, a press could land between the two panels.)
    const address = new URL(page.url());
    address.searchParams.set('kit', other.kit);
    await page.goto(address.href);
    await expect(page.getByRole('tab', {name: kitByName(other.kit).label, exact: true}).first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectPostedProject(page, other);
  }),
};
