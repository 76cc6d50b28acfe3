import { describe, expect, it } from 'vitest';
import { accountCountries, countries, findActiveCountry } from '../catalog/countries';
import {
  accountLocaleOf,
  accountPrefix,
  hreflangOf,
  localizePath,
  parseLocalePath,
  rememberedLanguagePath,
  siteLocales,
  switchCountryPath,
  switchLanguagePath,
} from './site-locale';

const az = findActiveCountry('az');

describe('parseLocalePath', () => {
  it.each([
    ['/', undefined, 'en', '', '/'],
    ['/faq', undefined, 'en', '', '/faq'],
    ['/az', 'az', 'az', '/az', '/'],
    ['/az/faq', 'az', 'az', '/az', '/faq'],
    ['/ru', undefined, 'ru', '/ru', '/'],
    ['/ru/auth', undefined, 'ru', '/ru', '/auth'],
    ['/az/ru', 'az', 'ru', '/az/ru', '/'],
    ['/az/ru/faq', 'az', 'ru', '/az/ru', '/faq'],
    ['/az/en/about-us', 'az', 'en', '/az/en', '/about-us'],
  ])(
    '%s is country %s, language %s, prefix "%s", page %s',
    (path, code, language, prefix, page) => {
      const locale = parseLocalePath(path);
      expect(locale.country?.code).toBe(code);
      expect({ language: locale.language, prefix: locale.prefix, page: locale.page }).toEqual({
        language,
        prefix,
        page,
      });
    },
  );

  it.each([
    // The region's own language is never written, so a page has one URL per language.
    ['/en/faq', 'en', '', '/en/faq'],
    ['/az/az', 'az', '/az', '/az'],
    // Azerbaijani is Azerbaijan's: Global has no /az language segment to offer (it is the country).
    ['/kz', 'en', '', '/kz'],
    ['/ge/ru', 'en', '', '/ge/ru'],
  ])(
    '%s is not a locale of its own: language %s, prefix "%s", page %s',
    (path, language, prefix, page) => {
      expect(parseLocalePath(path)).toMatchObject({ language, prefix, page });
    },
  );
});

describe('localizePath', () => {
  it('puts paths, queries and fragments under a prefix', () => {
    expect(localizePath('/', '/az/ru')).toBe('/az/ru');
    expect(localizePath('/auth?signup=true', '/ru')).toBe('/ru/auth?signup=true');
    expect(localizePath('/?confirm=1', '/az')).toBe('/az?confirm=1');
    expect(localizePath('/faq#join', '')).toBe('/faq#join');
  });
});

describe('switching', () => {
  it('keeps the region when it offers the language', () => {
    expect(switchLanguagePath('/az/faq', 'ru')).toBe('/az/ru/faq');
    expect(switchLanguagePath('/az/ru/faq', 'az')).toBe('/az/faq');
    expect(switchLanguagePath('/faq', 'ru')).toBe('/ru/faq');
    expect(switchLanguagePath('/ru', 'en')).toBe('/');
    expect(switchLanguagePath('/az', 'en')).toBe('/az/en');
  });

  it('goes to Azerbaijan for Azerbaijani from Global', () => {
    expect(switchLanguagePath('/ru/about-us', 'az')).toBe('/az/about-us');
  });

  it('keeps a chosen language when changing country, where the country offers it', () => {
    expect(switchCountryPath('/ru/dashboard', az)).toBe('/az/ru/dashboard');
    expect(switchCountryPath('/az/ru/faq', undefined)).toBe('/ru/faq');
    expect(switchCountryPath('/az/en/faq', undefined)).toBe('/faq');
  });

  it("goes to the new region's own language from a region's own language (the spec's picker)", () => {
    expect(switchCountryPath('/faq', az)).toBe('/az/faq');
    expect(switchCountryPath('/az/faq', undefined)).toBe('/faq');
  });
});

describe('rememberedLanguagePath', () => {
  it('sends a URL without a language to the remembered one', () => {
    expect(rememberedLanguagePath('/', 'ru')).toBe('/ru');
    expect(rememberedLanguagePath('/az/faq', 'ru')).toBe('/az/ru/faq');
    expect(rememberedLanguagePath('/az', 'en')).toBe('/az/en');
  });

  it('never redirects a URL that names its language, nor to a language the region lacks', () => {
    expect(rememberedLanguagePath('/az/ru/faq', 'az')).toBeUndefined();
    expect(rememberedLanguagePath('/ru', 'en')).toBeUndefined();
    expect(rememberedLanguagePath('/faq', 'az')).toBeUndefined();
    expect(rememberedLanguagePath('/faq', 'en')).toBeUndefined();
  });

  it('ignores anything that is not a language', () => {
    expect(rememberedLanguagePath('/faq', 'de')).toBeUndefined();
    expect(rememberedLanguagePath('/faq', undefined)).toBeUndefined();
  });
});

describe('accountPrefix (decision 042)', () => {
  it.each([
    ['az', 'ru', '/az/ru'],
    ['az', 'en', '/az/en'],
    ['az', 'az', '/az'],
    [null, 'ru', '/ru'],
    [null, 'en', ''],
    // Azerbaijani stored without a region (accounts made before the region was kept).
    [null, 'az', '/az'],
  ] as const)('sends mail of an account in %s, %s to "%s"', (country, language, prefix) => {
    expect(accountPrefix({ country, language })).toBe(prefix);
  });

  it('keeps the region and language of every locale, and leads mail back to its prefix', () => {
    for (const locale of siteLocales()) {
      expect(accountPrefix(accountLocaleOf(locale))).toBe(locale.prefix);
    }
  });

  it('offers every active country as an account region, and only those', () => {
    const active = countries.filter((country) => country.isActive).map(({ code }) => code);
    expect([...accountCountries]).toEqual(active);
  });
});

describe('siteLocales', () => {
  it('lists every region in each of its languages, with unique hreflangs', () => {
    const locales = siteLocales();
    expect(locales.map((locale) => locale.prefix)).toEqual(['', '/ru', '/az', '/az/en', '/az/ru']);
    expect(locales.map(hreflangOf)).toEqual(['en', 'ru', 'az', 'en-AZ', 'ru-AZ']);
  });
});
