import {
  ACCOUNT_ARCHIVE_DAYS,
  FREE_PERIOD,
  MIN_AGE,
  SUPPORT_EMAIL,
} from '@vusal/shared/catalog/constants';
import type { Country, Language } from '@vusal/shared/catalog/countries';
import { formatCount } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';
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

/** schema.org FAQPage: the 18 questions with their answers, as the page shows them. */
export function faqPageData(t: TFunction, values: Record<string, string | number>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqItems.map((item) => ({
      '@type': 'Question',
      name: t(`faq.items.${item}.question`),
      acceptedAnswer: { '@type': 'Answer', text: t(`faq.items.${item}.answer`, values) },
    })),
  };
}
