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

/**
 * The regions an account's mails link to: the active countries; none (null) is Global. Kept
 * beside the language so a member who reads `/az/ru` gets mail that opens `/az/ru`
 * (docs/decisions/042-dates-and-mail-links-in-the-readers-locale.md).
 */
export const accountCountries = ['az'] as const satisfies readonly CountryCode[];
export type AccountCountry = (typeof accountCountries)[number];

/** Where an account's mails lead: its region (null: Global) in its language. */
export type AccountLocale = { language: AccountLanguage; country: AccountCountry | null };

export function findActiveCountry(code: string | undefined): Country | undefined {
  return countries.find((country) => country.code === code && country.isActive);
}
