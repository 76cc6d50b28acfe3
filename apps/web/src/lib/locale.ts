import { countries, type Country, type Language } from '@vusal/shared/catalog/countries';
import { parseLocalePath, type SiteLocale } from '@vusal/shared/locale/site-locale';

export { localizePath } from '@vusal/shared/locale/site-locale';

/**
 * What the URL says about where the visitor is and what they read: the country segment of the
 * spec's route table, then an optional language segment (docs/decisions/013).
 */
export type Locale = SiteLocale;

export const activeCountries: readonly Country[] = countries.filter((country) => country.isActive);

/** `/az/ru/faq` → Azerbaijan, Russian, prefix `/az/ru`; anything unknown is Global English. */
export function parseCountryPrefix(pathname: string): Locale {
  const { country, language, prefix } = parseLocalePath(pathname);
  return { country, language, prefix };
}

/**
 * Sets `<html lang>` when it differs. Setting it, even to the value it has, is a change to the
 * root element that the browser answers by checking every style again (7 ms in a trace of the
 * landing, four times that on Lighthouse's phone); a prerendered page already carries it.
 */
export function setDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  if (root.lang !== language) root.lang = language;
}
