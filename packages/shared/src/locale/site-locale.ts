import {
  accountCountries,
  countries,
  findActiveCountry,
  type AccountLocale,
  type Country,
  type Language,
} from '../catalog/countries';

/**
 * The languages of the interface, English (the source) first. The account's stored language
 * (mails) is still `az` or `en` (`AccountLanguage`, docs/decisions/013-languages-and-countries.md).
 */
export const siteLanguages = ['en', 'az', 'ru'] as const satisfies readonly Language[];
type SiteLanguage = Language;

/** Global's language, the `x-default` of every page. */
export const globalLanguage: SiteLanguage = 'en';

/** Each language named in itself, for the switcher (an endonym carries its own `lang`). */
export const languageNames: Record<SiteLanguage, string> = {
  en: 'English',
  az: 'Azərbaycanca',
  ru: 'Русский',
};

/**
 * Where a visitor is and what they read, from the URL (decision 013):
 * `/{country?}/{language?}/page`. The country segment is an active country code; the language
 * segment appears only when it differs from the region's own language, so every URL of the
 * spec (`/`, `/az`, `/az/faq`) keeps its meaning.
 */
export type SiteLocale = {
  /** The active country named by the first segment; undefined for Global. */
  country: Country | undefined;
  language: SiteLanguage;
  /** `''` (Global English), `/ru`, `/az`, `/az/ru`, `/az/en`. */
  prefix: string;
};

/** The region's own language: Global's English or the country's language. */
export function homeLanguage(country: Country | undefined): SiteLanguage {
  return country?.language ?? globalLanguage;
}

/** The languages a region is offered in, its own first. Azerbaijani is a country's, not Global's. */
export function regionLanguages(country: Country | undefined): SiteLanguage[] {
  const home = homeLanguage(country);
  const others = siteLanguages.filter(
    (language) => language !== home && (country !== undefined || language !== 'az'),
  );
  return [home, ...others];
}

export function isSiteLanguage(value: string | null | undefined): value is SiteLanguage {
  return (siteLanguages as readonly string[]).includes(value ?? '');
}

/** The prefix of a region in a language; the region's own language is never written. */
export function localePrefix(country: Country | undefined, language: SiteLanguage): string {
  const countryPart = country ? `/${country.code}` : '';
  return language === homeLanguage(country) ? countryPart : `${countryPart}/${language}`;
}

/**
 * Reads the locale of a path. A segment that is not a language the region offers belongs to
 * the page (and the route table decides whether it exists): `/en/faq` and `/az/az` are not
 * locales, so each page has exactly one URL per language.
 */
export function parseLocalePath(pathname: string): SiteLocale & { page: string } {
  const segments = pathname.split('/');
  const country = findActiveCountry(segments[1]);
  const languageIndex = country ? 2 : 1;
  const candidate = segments[languageIndex];
  const language =
    isSiteLanguage(candidate) &&
    candidate !== homeLanguage(country) &&
    regionLanguages(country).includes(candidate)
      ? candidate
      : homeLanguage(country);
  const prefix = localePrefix(country, language);
  return { country, language, prefix, page: pathname.slice(prefix.length) || '/' };
}

/** Puts an app path (`/`, `/auth?signup=true`, `/faq#join`) under a locale prefix. */
export function localizePath(path: string, prefix: string): string {
  if (!path.startsWith('/'))
    throw new Error(`localizePath expects an absolute path, got "${path}"`);
  if (!prefix) return path;
  return prefix + path.replace(/^\/(?=[?#]|$)/, '');
}

/**
 * The same page in another language of the same region, or in the region's own language when
 * the region does not offer it (Azerbaijani from Global is Azerbaijan's site).
 */
export function switchLanguagePath(pathname: string, language: SiteLanguage): string {
  const { country, page } = parseLocalePath(pathname);
  const target = regionLanguages(country).includes(language) ? country : findHomeOf(language);
  return localizePath(page, localePrefix(target, language));
}

/**
 * The same page in another region. A language the visitor chose (not the region's own) is kept
 * where the new region offers it; otherwise the new region's own language applies, so Global
 * English → Azerbaijan is `/az` as the spec's region picker says, and `/ru` → `/az/ru`.
 */
export function switchCountryPath(pathname: string, country: Country | undefined): string {
  const { page } = parseLocalePath(pathname);
  return localizePath(page, regionPrefixFrom(pathname, country));
}

/** The prefix of `country` for a visitor now at `pathname` (see switchCountryPath). */
export function regionPrefixFrom(pathname: string, country: Country | undefined): string {
  const current = parseLocalePath(pathname);
  const isChosen = current.language !== homeLanguage(current.country);
  const kept =
    isChosen && regionLanguages(country).includes(current.language)
      ? current.language
      : homeLanguage(country);
  return localePrefix(country, kept);
}

/** What an account keeps of the page it signed up on, or asked for a mail on (decision 042). */
export function accountLocaleOf(locale: Pick<SiteLocale, 'country' | 'language'>): AccountLocale {
  const country = accountCountries.find((code) => code === locale.country?.code) ?? null;
  return { language: locale.language, country };
}

/**
 * The prefix an account's mail links open (decision 042): its region in its language, or the
 * site whose own language it is when the region does not offer it (Azerbaijani stored without
 * a region, as before the region was kept, is Azerbaijan's).
 */
export function accountPrefix(locale: AccountLocale): string {
  const region = findActiveCountry(locale.country ?? undefined);
  const country = regionLanguages(region).includes(locale.language)
    ? region
    : findHomeOf(locale.language);
  return localePrefix(country, locale.language);
}

function findHomeOf(language: SiteLanguage): Country | undefined {
  return countries.find((country) => country.isActive && country.language === language);
}

/**
 * Where to send a visitor who chose `remembered` and opened a URL that names no language
 * (`/faq`, `/az/auth`): the same page in the remembered language, when the region offers it.
 * A URL that names its language is never redirected, so shared links stay what they are.
 */
export function rememberedLanguagePath(
  pathname: string,
  remembered: string | undefined,
): string | undefined {
  if (!isSiteLanguage(remembered)) return undefined;
  const { country, language, prefix, page } = parseLocalePath(pathname);
  if (prefix !== (country ? `/${country.code}` : '')) return undefined;
  if (remembered === language || !regionLanguages(country).includes(remembered)) return undefined;
  return localizePath(page, localePrefix(country, remembered));
}

/** Every (region, language) pair of the site, Global English first: hreflang, sitemap, routes. */
export function siteLocales(): SiteLocale[] {
  const regions: (Country | undefined)[] = [
    undefined,
    ...countries.filter((country) => country.isActive),
  ];
  return regions.flatMap((country) =>
    regionLanguages(country).map((language) => ({
      country,
      language,
      prefix: localePrefix(country, language),
    })),
  );
}

/** The `hreflang` of a locale: the bare language where it is unique, else with the region. */
export function hreflangOf(locale: SiteLocale): string {
  const { country, language } = locale;
  if (!country || language === homeLanguage(country)) return language;
  return `${language}-${country.code.toUpperCase()}`;
}

/** The cookie that remembers the visitor's chosen language (read by the server, see 013). */
export const LANGUAGE_COOKIE = 'vusal_lang';

/** Marks a link of the language switcher; its value is the language it leads to. */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';

/** The Terms of Service and the Privacy Policy, which the sign-up's consent box links to. */
export const legalPages = { terms: '/terms', privacy: '/privacy' } as const;

/** The public pages every locale has: the sitemap lists exactly these (private pages never). */
export const publicPages = [
  '/',
  '/how-it-works',
  '/faq',
  '/about-us',
  legalPages.terms,
  legalPages.privacy,
] as const;

/**
 * The page the "your data is ready" mail links to, under the account language's prefix, with
 * the token in the fragment (`#token=…`): the archive downloads only when the member presses
 * its button, so a mail scanner opening the link uses nothing up (decision 040).
 */
export const DATA_EXPORT_PAGE = '/account/data-export';

/**
 * Pages of a signed-in member, and the reset page whose URL carries a token: robots.txt keeps
 * them out under every prefix. `/auth` stays crawlable but is not in the sitemap.
 */
export const privatePages = [
  '/dashboard',
  '/my-profile',
  '/preferences',
  '/profile-setup',
  '/edit-profile',
  '/browse',
  '/explore',
  '/matches',
  '/likes-and-matches',
  '/messages',
  '/profile/',
  '/change-password',
  '/delete-account',
  DATA_EXPORT_PAGE,
  '/reset-password',
  '/admin',
] as const;
