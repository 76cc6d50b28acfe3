/**
 * schema.org Organization: who runs the site (landing and About us). The FAQ's own data is with
 * its values (`faq-values.ts`), so the landing loads none of the FAQ (P9).
 */
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
