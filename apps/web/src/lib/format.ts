import type { Language } from '@vusal/shared/catalog/countries';

/**
 * Chrome ships no Azerbaijani number or currency data: it would print "AZN 15" and "Azerbaijani
 * Manat" where Node (which prerenders the public pages) prints "15 ₼" and "Azərbaycan Manatı", and
 * the page would change when it hydrates. Azerbaijani is therefore spelt out here (CLDR's az
 * data): its digits group and separate like German's, which every browser has.
 */
const AZERBAIJANI_DIGITS = 'de';
const azerbaijaniCurrencies: Record<string, { symbol: string; name: string }> = {
  AZN: { symbol: '₼', name: 'Azərbaycan Manatı' },
};

/** The locale whose digits a language's numbers and dates are written with. */
export function numberLocale(language: Language): string {
  return language === 'az' ? AZERBAIJANI_DIGITS : language;
}

/** A price in the visitor's language: `AZN 15` in English, `15 ₼` in Azerbaijani. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  // Whole prices read better without ",00"; any other amount shows its cents.
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  if (language === 'az') {
    const number = new Intl.NumberFormat(AZERBAIJANI_DIGITS, digits).format(amount);
    return `${number} ${azerbaijaniCurrencies[currency]?.symbol ?? currency}`;
  }
  return new Intl.NumberFormat(language, { style: 'currency', currency, ...digits }).format(amount);
}

/** The currency's name in the visitor's language, e.g. "Azerbaijani Manat". */
export function currencyName(currency: string, language: Language): string {
  if (language === 'az') return azerbaijaniCurrencies[currency]?.name ?? currency;
  return new Intl.DisplayNames([language], { type: 'currency' }).of(currency) ?? currency;
}

/**
 * A count in running text. Four-digit numbers stay ungrouped ("1000"), larger ones are
 * grouped by the language ("25,000" / "25.000"): desktop Chrome lacks Azerbaijani number data
 * and would print the English "1,000", which an Azerbaijani reader takes for a decimal.
 */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(numberLocale(language), { useGrouping: 'min2' }).format(value);
}
