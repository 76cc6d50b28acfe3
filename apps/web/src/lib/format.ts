import type { Language } from '@vusal/shared/catalog/countries';

/**
 * Numbers and prices on the public pages are written from this table, not with `Intl`:
 * Chrome builds its number formatter the first time a page asks for one, 30–110 ms of main
 * thread on a mid-range machine (four times that on Lighthouse's phone), to print "1000" and
 * "15 ₼" (docs/performance.md, P10). Chrome also ships no Azerbaijani number or currency data
 * (it would print "AZN 15" where Node, which prerenders the pages, prints "15 ₼"), so that
 * language had to be spelt out anyway. The test checks every entry against Node's CLDR data.
 */
type NumberStyle = {
  group: string;
  decimal: string;
  /** How a currency is written: its symbol before or after the amount, and its name. */
  currencies: Record<string, { symbol: string; before: boolean; name: string }>;
};

const NBSP = '\u00a0';

const numberStyles: Record<Language, NumberStyle> = {
  en: {
    group: ',',
    decimal: '.',
    currencies: { AZN: { symbol: 'AZN', before: true, name: 'Azerbaijani Manat' } },
  },
  az: {
    group: '.',
    decimal: ',',
    currencies: { AZN: { symbol: '₼', before: false, name: 'Azərbaycan Manatı' } },
  },
  ru: {
    group: NBSP,
    decimal: ',',
    currencies: { AZN: { symbol: 'AZN', before: false, name: 'азербайджанский манат' } },
  },
};

/** The locale whose digits a language's dates are written with (Chrome has no Azerbaijani). */
export function numberLocale(language: Language): string {
  return language === 'az' ? 'de' : language;
}

/**
 * A number with `fractionDigits` decimals, grouped in thousands once its integer part has
 * `3 + minimumGrouping` digits (CLDR's minimum grouping: with 2, "1000" but "25,000").
 */
function formatNumber(
  value: number,
  fractionDigits: number,
  minimumGrouping: 1 | 2,
  language: Language,
): string {
  const { group, decimal } = numberStyles[language];
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped =
    whole.length < 3 + minimumGrouping ? whole : whole.replace(/\B(?=(\d{3})+$)/g, group);
  const sign = value < 0 ? '-' : '';
  return sign + grouped + (fraction === undefined ? '' : decimal + fraction);
}

/** A price in the visitor's language: `AZN 15` in English, `15 ₼` in Azerbaijani. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  // Whole prices read better without ",00"; any other amount shows its cents.
  const sign = amount < 0 ? '-' : '';
  const number = formatNumber(Math.abs(amount), Number.isInteger(amount) ? 0 : 2, 1, language);
  const style = numberStyles[language].currencies[currency];
  if (!style) return `${sign}${number}${NBSP}${currency}`;
  return style.before
    ? `${sign}${style.symbol}${NBSP}${number}`
    : `${sign}${number}${NBSP}${style.symbol}`;
}

/** The currency's name in the visitor's language, e.g. "Azerbaijani Manat". */
export function currencyName(currency: string, language: Language): string {
  return numberStyles[language].currencies[currency]?.name ?? currency;
}

/**
 * A count in running text. Four-digit numbers stay ungrouped ("1000"), larger ones are
 * grouped by the language ("25,000" / "25.000"): an Azerbaijani reader takes "1,000" for a
 * decimal.
 */
export function formatCount(value: number, language: Language): string {
  return formatNumber(value, 0, 2, language);
}
