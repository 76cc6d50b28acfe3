import { describe, expect, it } from 'vitest';
import { currencyName, formatCount, formatMoney } from './format';

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
