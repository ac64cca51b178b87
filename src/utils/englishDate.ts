/** How a page date writes its month: `short` gives "Nov 23, 2026", `long` "November 23, 2026". */
export type MonthStyle = 'short' | 'long';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A page date (last updated, a blog post's date), read in UTC, as the theme
 * writes it with `Intl.DateTimeFormat('en', {day: 'numeric', month, year:
 * 'numeric', timeZone: 'UTC'})`, but without Intl: a page's first
 * DateTimeFormat loads ICU's date data, 15–40 ms of main thread on this machine
 * in the middle of hydration. English is the site's only locale
 * (tests/unit/english-date.test.ts holds it to that).
 */
export function formatEnglishDate(date: Date, month: MonthStyle): string {
  const name = monthNames[date.getUTCMonth()];
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
