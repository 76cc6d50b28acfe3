/** Countries of spec section 3. The first path segment picks one; only active ones are routable. */
export const countries = [
  {
    code: 'az',
    name: 'Azerbaijan',
    localName: 'Azərbaycan',
    language: 'az',
    flag: '🇦🇿',
    isActive: true,
    currency: 'AZN',
    timezone: 'Asia/Baku',
  },
  {
    code: 'kz',
    name: 'Kazakhstan',
    localName: 'Қазақстан',
    language: 'en',
    flag: '🇰🇿',
    isActive: false,
    currency: 'KZT',
    timezone: 'Asia/Almaty',
  },
  {
    code: 'ge',
    name: 'Georgia',
    localName: 'საქართველო',
    language: 'en',
    flag: '🇬🇪',
    isActive: false,
    currency: 'GEL',
    timezone: 'Asia/Tbilisi',
  },
] as const;

export type Country = (typeof countries)[number];
export type CountryCode = Country['code'];
/** The interface languages (docs/decisions/013-languages-and-countries.md). */
export type Language = 'az' | 'en' | 'ru';

/** The languages an account stores for its mails: every interface language (013). */
export const accountLanguages = ['en', 'az', 'ru'] as const satisfies readonly Language[];
export type AccountLanguage = (typeof accountLanguages)[number];
export const defaultLanguage: Language = 'en';

export function findActiveCountry(code: string | undefined): Country | undefined {
  return countries.find((country) => country.code === code && country.isActive);
}
