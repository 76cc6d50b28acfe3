import {
  ACCOUNT_ARCHIVE_DAYS,
  FREE_PERIOD,
  MIN_AGE,
  SUPPORT_EMAIL,
} from '@vusal/shared/catalog/constants';
import type { Country, Language } from '@vusal/shared/catalog/countries';
import { formatCount } from '../../../lib/format';
import { membershipPrices } from './membership-prices';

/** The FAQ's 18 entries, in order (spec section 2). */
export const faqItems = [
  'q1',
  'q2',
  'q3',
  'q4',
  'q5',
  'q6',
  'q7',
  'q8',
  'q9',
  'q10',
  'q11',
  'q12',
  'q13',
  'q14',
  'q15',
  'q16',
  'q17',
  'q18',
] as const;

/** The facts the answers quote, from the one place each is defined (D2, D3, S8). */
export function faqValues(country: Country | undefined, language: Language) {
  const prices = membershipPrices(country, language);
  return {
    age: MIN_AGE,
    users: formatCount(FREE_PERIOD.users, language),
    months: FREE_PERIOD.months,
    monthly: prices.monthly,
    premium: prices.premium,
    days: ACCOUNT_ARCHIVE_DAYS,
    email: SUPPORT_EMAIL,
  };
}
