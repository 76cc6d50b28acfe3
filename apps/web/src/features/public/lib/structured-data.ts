import type { TFunction } from '../../../lib/i18n';
import { faqItems } from './faq-values';

/** schema.org Organization: who runs the site (landing and About us). */
export function organizationData(origin: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Vüsal',
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description,
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
