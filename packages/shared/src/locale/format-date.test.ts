import { describe, expect, it } from 'vitest';
import type { Language } from '../catalog/countries';
import { catalogueText, type CatalogueTree } from '../i18n/catalogue-tree';
import az from '../i18n/az.json';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';
import {
  formatCalendarDay,
  formatClockTime,
  formatDate,
  monthNumbers,
  wallClock,
  type DateTexts,
} from './format-date';

const catalogues = { en, az, ru } as unknown as Record<Language, CatalogueTree>;
const textsOf =
  (language: Language): DateTexts =>
  (key) =>
    catalogueText(catalogues[language], key)!;

/** What Node's ICU (full CLDR data, Azerbaijani included) writes for the same moment. */
const cldr = (language: Language, options: Intl.DateTimeFormatOptions, at: Date) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(at);

const languages = ['en', 'az', 'ru'] as const;
/** The 6th of every month of 2026 at 07:38 UTC. */
const sixths = monthNumbers.map((month) => new Date(Date.UTC(2026, Number(month) - 1, 6, 7, 38)));

describe('formatDate (issue 37, item 4)', () => {
  it.each(languages)('writes the day, short, as CLDR does in %s, every month', (language) => {
    for (const at of sixths) {
      expect(formatDate(at, textsOf(language), { month: 'short', timeZone: 'UTC' })).toBe(
        cldr(language, { dateStyle: 'medium' }, at),
      );
    }
  });

  it.each(languages)('writes the day, long, as CLDR does in %s, every month', (language) => {
    for (const at of sixths) {
      expect(formatDate(at, textsOf(language), { month: 'long', timeZone: 'UTC' })).toBe(
        cldr(language, { dateStyle: 'long' }, at),
      );
    }
  });

  it('names the Russian month in the genitive, as a date says it', () => {
    const december = sixths[11]!;
    expect(formatDate(december, textsOf('ru'), { month: 'long', timeZone: 'UTC' })).toBe(
      '6 декабря 2026 г.',
    );
  });

  it.each([
    ['az', '6 dek 2026, 07:38'],
    ['ru', '6 дек. 2026 г., 07:38'],
    ['en', 'Dec 6, 2026, 07:38'],
  ] as const)('adds the 24-hour time in %s: %s', (language, expected) => {
    const at = sixths[11]!;
    expect(
      formatDate(at, textsOf(language), { month: 'short', withTime: true, timeZone: 'UTC' }),
    ).toBe(expected);
    if (language !== 'en') {
      expect(expected).toBe(cldr(language, { dateStyle: 'medium', timeStyle: 'short' }, at));
    }
  });

  it('reads the moment on the wall clock of the time zone it is given', () => {
    const lateInLondon = new Date(Date.UTC(2026, 11, 31, 22, 5));
    expect(
      formatDate(lateInLondon, textsOf('az'), {
        month: 'long',
        withTime: true,
        timeZone: 'Asia/Baku',
      }),
    ).toBe('1 yanvar 2027, 02:05');
    expect(formatClockTime(lateInLondon, 'Asia/Baku')).toBe('02:05');
  });

  it("reads the runtime's own wall clock when no time zone is given (the reader's browser)", () => {
    const at = new Date(2026, 2, 15, 9, 4);
    expect(wallClock(at)).toEqual({ year: 2026, month: 3, day: 15, hour: 9, minute: 4 });
    expect(formatClockTime(at)).toBe('09:04');
  });

  it('takes every name from the texts it is given, none from Intl', () => {
    const texts: DateTexts = (key) =>
      key === 'format.date' ? '{{year}}/{{month}}/{{day}}' : `<${key}>`;
    expect(formatDate(sixths[11]!, texts, { month: 'short', timeZone: 'UTC' })).toBe(
      '2026/<format.monthsShort.12>/6',
    );
  });

  it.each([
    ['az', '15 mart 1995'],
    ['ru', '15 марта 1995 г.'],
    ['en', 'March 15, 1995'],
  ] as const)('writes a calendar day (a date of birth) in %s: %s', (language, expected) => {
    expect(formatCalendarDay('1995-03-15', textsOf(language))).toBe(expected);
  });
});
