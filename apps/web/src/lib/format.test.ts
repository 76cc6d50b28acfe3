import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyName, formatCount, formatMoney } from './format';
import { formatRelativeTime } from './format-time';

describe('formatMoney', () => {
  it('formats whole amounts without decimals, in the currency', () => {
    expect(formatMoney(15, 'AZN', 'en').replace(/\s/g, ' ')).toBe('AZN 15');
    expect(formatMoney(25, 'AZN', 'az').replace(/\s/g, ' ')).toBe('25 ₼');
    expect(formatMoney(12.5, 'AZN', 'en').replace(/\s/g, ' ')).toBe('AZN 12.50');
  });

  it('names the currency in the language', () => {
    expect(currencyName('AZN', 'en')).toMatch(/Azerbaijani manat/i);
  });
});

describe('Azerbaijani without the runtime’s Azerbaijani data (Chrome has none)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Chrome's Intl falls back to English for `az`; Node's prerender has the real data. */
  function withoutAzerbaijaniData() {
    const { NumberFormat, DisplayNames } = Intl;
    const english = (locales: Intl.LocalesArgument) =>
      [locales].flat().map((locale) => (String(locale).startsWith('az') ? 'en' : locale));
    // `new Intl.NumberFormat(…)` calls the mock as a constructor: a function, not an arrow.
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales, options) {
      return new NumberFormat(english(locales) as string[], options);
    });
    vi.spyOn(Intl, 'DisplayNames').mockImplementation(function (locales, options) {
      return new DisplayNames(english(locales) as string[], options);
    });
  }

  it('formats prices, currency names and counts the same as with it (no hydration mismatch)', () => {
    const withData = [
      formatMoney(12.5, 'AZN', 'az'),
      currencyName('AZN', 'az'),
      formatCount(25_000, 'az'),
    ];
    withoutAzerbaijaniData();
    expect([
      formatMoney(12.5, 'AZN', 'az'),
      currencyName('AZN', 'az'),
      formatCount(25_000, 'az'),
    ]).toEqual(withData);
    expect(withData).toEqual(['12,50 ₼', 'Azərbaycan Manatı', '25.000']);
  });
});

describe('formatCount', () => {
  it('leaves four-digit counts ungrouped in both languages', () => {
    expect(formatCount(1000, 'en')).toBe('1000');
    expect(formatCount(1000, 'az')).toBe('1000');
  });

  it('groups larger counts the way the language does', () => {
    expect(formatCount(25_000, 'en')).toBe('25,000');
    expect(formatCount(25_000, 'az')).toBe('25.000');
  });
});

describe('formatRelativeTime (details.md section 9)', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const t = (key: string, values?: { count?: number }) =>
    values?.count === undefined ? key : `${key}:${values.count}`;
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it.each([
    [30_000, 'chat.time.now'],
    [5 * 60_000, 'chat.time.minutes:5'],
    [3 * 3_600_000, 'chat.time.hours:3'],
    [6 * 86_400_000, 'chat.time.days:6'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), now, 'en', t)).toBe(expected);
  });

  it('a week ago is a date', () => {
    expect(formatRelativeTime(ago(7 * 86_400_000), now, 'en', t)).toBe('Nov 17, 2026');
  });
});
