import type { Language } from '@vusal/shared/catalog/countries';
import { formatNumber, NBSP } from './format';

/** How a language writes a currency: its symbol before or after the amount, and its name. */
const currencies: Record<
  Language,
  Record<string, { symbol: string; before: boolean; name: string }>
> = {
  en: { AZN: { symbol: 'AZN', before: true, name: 'Azerbaijani Manat' } },
  az: { AZN: { symbol: '₼', before: false, name: 'Azərbaycan Manatı' } },
  ru: { AZN: { symbol: 'AZN', before: false, name: 'азербайджанский манат' } },
};

/** A price in the visitor's language: `AZN 15` in English, `15 ₼` in Azerbaijani. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  // Whole prices read better without ",00"; any other amount shows its cents.
  const sign = amount < 0 ? '-' : '';
  const number = formatNumber(Math.abs(amount), Number.isInteger(amount) ? 0 : 2, 1, language);
  const style = currencies[language][currency];
  if (!style) return `${sign}${number}${NBSP}${currency}`;
  return style.before
    ? `${sign}${style.symbol}${NBSP}${number}`
    : `${sign}${number}${NBSP}${style.symbol}`;
}

/** The currency's name in the visitor's language, e.g. "Azerbaijani Manat". */
export function currencyName(currency: string, language: Language): string {
  return currencies[language][currency]?.name ?? currency;
}
