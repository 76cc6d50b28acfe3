import { describe, expect, it, vi } from 'vitest';
import azCatalogue from '@vusal/shared/i18n/az.json';
import en from '@vusal/shared/i18n/en.json';
import ruCatalogue from '@vusal/shared/i18n/ru.json';
import { formatCount, formatList } from './format';
import { currencyName, formatMoney } from './format-money';
import { formatDateTime, formatRelativeTime, formatWaited } from './format-time';
import { createI18n } from './i18n';

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
  const { t } = createI18n('en', en);
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it.each([
    [30_000, 'Now'],
    [5 * 60_000, '5 min ago'],
    [3 * 3_600_000, '3 h ago'],
    [6 * 86_400_000, '6 days ago'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), now, t)).toBe(expected);
  });

  it('a week ago is a date, in the catalogue’s words (issue 37, item 4)', () => {
    expect(formatRelativeTime(ago(7 * 86_400_000), now, t)).toBe('Nov 17, 2026');
    const az = createI18n('az', azCatalogue);
    expect(formatRelativeTime(ago(7 * 86_400_000), now, az.t)).toBe('17 noy 2026');
  });
});

describe('the catalogue’s words agree with CLDR (Chrome has no Azerbaijani; Node has it all)', () => {
  const catalogues = { en, az: azCatalogue, ru: ruCatalogue };
  const languages = ['en', 'az', 'ru'] as const;

  it.each(languages)('joins lists in %s', (language) => {
    const { t } = createI18n(language, catalogues[language]);
    const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
    for (const items of [['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd']]) {
      expect(formatList(items, t)).toBe(list.format(items));
    }
  });

  it.each(['en', 'ru'] as const)('says how long something waited in %s', (language) => {
    const { t } = createI18n(language, catalogues[language]);
    const ago = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    for (const count of [1, 2, 5, 21, 22, 25, 44]) {
      expect(formatWaited(count, t)).toBe(ago.format(-count, 'minute'));
      expect(formatWaited(count * 60, t)).toBe(ago.format(-count, 'hour'));
    }
    expect(formatWaited(3 * 24 * 60, t)).toBe(ago.format(-3, 'day'));
  });

  it('says it in Azerbaijani as the chat does ("əvvəl"), never "-3 h"', () => {
    const { t } = createI18n('az', azCatalogue);
    expect(formatWaited(3 * 60, t)).toBe('3 saat əvvəl');
    expect(formatDateTime('2026-12-06T07:38:00', t)).toBe('6 dek 2026, 07:38');
  });
});
