import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';

/**
 * Claim of docs/ui/primeng.mdx, measured in Chromium with PrimeNG's real DatePicker in the
 * playground's frame: monthNavigator, yearNavigator and yearRange change nothing (the installed
 * DatePicker has no such inputs, tests/claims/ui/primeng.test.ts), and the month and year of the
 * header open the month and year views whatever they say.
 */
const fields = [
  {key: 'plain', type: 'datepicker', props: {label: 'Plain day'}},
  {
    key: 'limited',
    type: 'datepicker',
    props: {label: 'Limited day', monthNavigator: false, yearNavigator: false, yearRange: '2000:2005'},
  },
];

test('primeng datepicker: monthNavigator, yearNavigator and yearRange change nothing; month and year views open from the header', async ({
  page,
  problems,
}) => {
  // The panel autofocuses a button; Chromium refuses that in the playground's sandboxed (cross-origin) frame.
  problems.allow(/Blocked autofocusing on a <button> element in a cross-origin subframe/);
  await openFormInPlayground(page, 'primeng', fields);
  const frame = form(page);
  const panel = frame.locator('.p-datepicker-panel');

  /** What the picker of `label` shows: the header's buttons, the months of the month view, the years of the year view. */
  async function measure(label: string): Promise<{header: string[]; months: string[]; years: string[]}> {
    await frame
      .locator('.p-field', {has: frame.locator('label', {hasText: label})})
      .locator('p-datepicker input')
      .click();
    await expect(panel.locator('table.p-datepicker-day-view')).toHaveCount(1);
    const header = await panel.locator('.p-datepicker-header button').evaluateAll((buttons: Element[]) =>
      buttons.map((button) =>
        button.className
          .split(' ')
          .filter((name: string) => name.startsWith('p-datepicker-'))
          .join(' '),
      ),
    );
    await panel.locator('.p-datepicker-select-month').click();
    await expect(panel.locator('.p-datepicker-month-view')).toHaveCount(1);
    const months = await panel.locator('.p-datepicker-month').allTextContents();
    await panel.locator('.p-datepicker-month').first().click();
    await panel.locator('.p-datepicker-select-year').click();
    await expect(panel.locator('.p-datepicker-year-view')).toHaveCount(1);
    const years = await panel.locator('.p-datepicker-year').allTextContents();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    return {header, months: months.map((text) => text.trim()), years: years.map((text) => text.trim())};
  }

  const plain = await measure('Plain day');
  const limited = await measure('Limited day');
  expect(plain.header).toEqual(expect.arrayContaining(['p-datepicker-select-month', 'p-datepicker-select-year']));
  expect(plain.months).toHaveLength(12);
  expect(plain.years).toHaveLength(10);
  expect(limited).toEqual(plain);
  expect(limited.years.some((year) => Number(year) > 2005)).toBe(true);
});
