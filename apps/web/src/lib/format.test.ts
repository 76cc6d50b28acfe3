import { describe, expect, it, vi } from 'vitest';
import { formatCount } from './format';
import { currencyName, formatMoney } from './format-money';
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

/** What Node's ICU (full CLDR data, the prerender's runtime) writes for the same value. */
function cldr(language: string, options: Intl.NumberFormatOptions, value: number): string {
  return new Intl.NumberFormat(language, options).format(value);
}

describe('the number table agrees with CLDR (the prerender and the browser print the same)', () => {
  const languages = ['en', 'az', 'ru'] as const;
  const values = [0, 7, 15, 999, 1000, 9999, 10_000, 25_000, 123_456, 1_234_567, -12_345];

  it.each(languages)('counts in %s', (language) => {
    for (const value of values) {
      expect(formatCount(value, language)).toBe(cldr(language, { useGrouping: 'min2' }, value));
    }
  });

  it.each(languages)('prices in %s, whole and with cents', (language) => {
    for (const amount of [...values, 12.5, 1234.05, -15.75]) {
      const digits = Number.isInteger(amount) ? 0 : 2;
      const options = {
        style: 'currency',
        currency: 'AZN',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      } as const;
      expect(formatMoney(amount, 'AZN', language)).toBe(cldr(language, options, amount));
    }
  });

  it.each(languages)('the currency’s name in %s', (language) => {
    const name = new Intl.DisplayNames([language], { type: 'currency' }).of('AZN');
    expect(currencyName('AZN', language)).toBe(name);
  });

  it('does not build an Intl number formatter (30–110 ms the first time in Chrome)', () => {
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat');
    const DisplayNames = vi.spyOn(Intl, 'DisplayNames');
    formatCount(25_000, 'ru');
    formatMoney(15, 'AZN', 'en');
    currencyName('AZN', 'az');
    expect(NumberFormat).not.toHaveBeenCalled();
    expect(DisplayNames).not.toHaveBeenCalled();
    vi.restoreAllMocks();
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
