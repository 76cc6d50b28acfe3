import type { Language } from '@vusal/shared/catalog/countries';

/** A price in the visitor's language: `AZN 15` in English, `15 ₼` in Azerbaijani. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  // Whole prices read better without ",00"; any other amount shows its cents.
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** The currency's name in the visitor's language, e.g. "Azerbaijani Manat". */
export function currencyName(currency: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: 'currency' }).of(currency) ?? currency;
}

/**
 * A count in running text. Four-digit numbers stay ungrouped ("1000"), larger ones are
 * grouped by the language ("25,000" / "25.000"): desktop Chrome lacks Azerbaijani number data
 * and would print the English "1,000", which an Azerbaijani reader takes for a decimal.
 */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { useGrouping: 'min2' }).format(value);
}
