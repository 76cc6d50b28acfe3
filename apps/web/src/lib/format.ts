import type { Language } from '@vusal/shared/catalog/countries';
import type { TFunction } from './i18n';

/**
 * Numbers and prices on the public pages are written from small tables (this one, and the
 * currencies in `format-money.ts`), not with `Intl`: Chrome builds its number formatter the
 * first time a page asks for one, 30–110 ms of main thread on a mid-range machine (four times
 * that on Lighthouse's phone), to print "1000" and "15 ₼" (docs/performance.md, P10). Chrome
 * also ships no Azerbaijani number or currency data (it would print "AZN 15" where Node, which
 * prerenders the pages, prints "15 ₼"). The tests check every entry against Node's CLDR data.
 */
export const NBSP = '\u00a0';

const separators: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  az: { group: '.', decimal: ',' },
  ru: { group: NBSP, decimal: ',' },
};

/**
 * A number with `fractionDigits` decimals, grouped in thousands once its integer part has
 * `3 + minimumGrouping` digits (CLDR's minimum grouping: with 2, "1000" but "25,000").
 */
export function formatNumber(
  value: number,
  fractionDigits: number,
  minimumGrouping: 1 | 2,
  language: Language,
): string {
  const { group, decimal } = separators[language];
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped =
    whole.length < 3 + minimumGrouping ? whole : whole.replace(/\B(?=(\d{3})+$)/g, group);
  const sign = value < 0 ? '-' : '';
  return sign + grouped + (fraction === undefined ? '' : decimal + fraction);
}

/**
 * A count in running text. Four-digit numbers stay ungrouped ("1000"), larger ones are
 * grouped by the language ("25,000" / "25.000"): an Azerbaijani reader takes "1,000" for a
 * decimal.
 */
export function formatCount(value: number, language: Language): string {
  return formatNumber(value, 0, 2, language);
}

/**
 * Items joined as the language joins a list, "a, b and c" ("a, b və c"), with the catalogue's
 * words: Chrome's `Intl.ListFormat` has no Azerbaijani and joins with an English "and".
 */
export function formatList(items: readonly string[], t: TFunction): string {
  if (items.length < 2) return items[0] ?? '';
  const last = items[items.length - 1]!;
  if (items.length === 2) return t('format.listTwo', { first: items[0], second: last });
  return t('format.listMore', { rest: items.slice(0, -1).join(', '), last });
}
