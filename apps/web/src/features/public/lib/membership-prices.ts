import { PRICES } from '@vusal/shared/catalog/constants';
import type { Country, Language } from '@vusal/shared/catalog/countries';
import { currencyName, formatMoney } from '../../../lib/format-money';

export type MembershipPrices = {
  monthly: string;
  premium: string;
  currency: string;
  /** Set when the visitor has no country of this currency (Global): name it in a note. */
  currencyNote: { currency: string; currencyName: string } | undefined;
};

/**
 * D3: the prices are set in one currency (AZN, Azerbaijan's). A country page shows them in
 * its currency; Global shows the same AZN prices and says which currency they are in.
 */
export function membershipPrices(
  country: Country | undefined,
  language: Language,
): MembershipPrices {
  const { currency } = PRICES;
  const isCountryCurrency = country?.currency === currency;
  return {
    monthly: formatMoney(PRICES.monthly, currency, language),
    premium: formatMoney(PRICES.premium, currency, language),
    currency,
    currencyNote: isCountryCurrency
      ? undefined
      : { currency, currencyName: currencyName(currency, language) },
  };
}
