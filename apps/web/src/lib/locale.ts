import {
  countries,
  defaultLanguage,
  findActiveCountry,
  type Country,
  type Language,
} from '@vusal/shared/catalog/countries';

/** What the URL says about where the visitor is: spec section 2, "Route table". */
export type Locale = {
  /** The active country named by the first path segment, if any. */
  country: Country | undefined;
  language: Language;
  /** `''` for the Global variant, `/az` under Azerbaijan. */
  prefix: string;
};

export const activeCountries: readonly Country[] = countries.filter((country) => country.isActive);

/**
 * Reads the first path segment. A known active country code sets the country and its
 * language; anything else (an inactive code such as `kz` included) means no country and
 * English, and the route table then decides whether the path exists.
 */
export function parseCountryPrefix(pathname: string): Locale {
  const country = findActiveCountry(pathname.split('/')[1]);
  if (!country) return { country: undefined, language: defaultLanguage, prefix: '' };
  return { country, language: country.language, prefix: `/${country.code}` };
}

/** Puts an app path (`/`, `/auth?signup=true`, `/faq#join`) under a country prefix. */
export function localizePath(path: string, prefix: string): string {
  if (!path.startsWith('/'))
    throw new Error(`localizePath expects an absolute path, got "${path}"`);
  if (!prefix) return path;
  const rest = path.replace(/^\/(?=[?#]|$)/, '');
  return prefix + rest;
}
