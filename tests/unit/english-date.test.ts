import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createConfig} from '../../config/site';
import {readSiteEnv} from '../../config/env';
import {formatEnglishDate, type MonthStyle} from '../../src/utils/englishDate';

const DAY = 24 * 60 * 60 * 1000;
const styles: MonthStyle[] = ['short', 'long'];

// The theme formats page dates with Intl; the site's formatter must write the same text.
const intlDate = (date: Date, month: MonthStyle) =>
  new Intl.DateTimeFormat('en', {calendar: 'gregory', day: 'numeric', month, year: 'numeric', timeZone: 'UTC'}).format(
    date,
  );

test('writes every day of four years, at both ends of the UTC day, as Intl does', () => {
  const first = Date.UTC(2024, 0, 1);
  for (let time = first; time < Date.UTC(2028, 0, 1); time += DAY) {
    for (const date of [new Date(time), new Date(time + DAY - 1)]) {
      for (const month of styles) {
        assert.equal(formatEnglishDate(date, month), intlDate(date, month), date.toISOString());
      }
    }
  }
});

test('reads the date in UTC, whatever the time zone of the machine', () => {
  const lateOnNewYearsEve = new Date('2025-12-31T23:30:00Z');
  assert.equal(formatEnglishDate(lateOnNewYearsEve, 'long'), 'December 31, 2025');
  assert.equal(formatEnglishDate(new Date('2026-01-01T00:00:00Z'), 'short'), 'Jan 1, 2026');
  assert.equal(formatEnglishDate(new Date('2026-09-05T12:00:00Z'), 'short'), 'Sep 5, 2026');
});

test("English in the Gregorian calendar is the site's only locale, so every page date can be written so", () => {
  const {i18n} = createConfig(readSiteEnv({}));
  assert.deepEqual(i18n?.locales, ['en']);
  assert.equal(i18n?.localeConfigs?.en?.calendar ?? 'gregory', 'gregory');
});
