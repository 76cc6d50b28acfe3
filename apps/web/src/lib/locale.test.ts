import { describe, expect, it } from 'vitest';
import { localizePath, parseCountryPrefix } from './locale';

describe('parseCountryPrefix', () => {
  it('reads an active country code as the country and its language', () => {
    for (const path of ['/az', '/az/', '/az/auth', '/az/nope/deeper']) {
      const locale = parseCountryPrefix(path);
      expect(locale.country?.code, path).toBe('az');
      expect(locale.language).toBe('az');
      expect(locale.prefix).toBe('/az');
    }
  });

  it('means no country and English for the root and other paths', () => {
    for (const path of ['/', '', '/auth', '/xx/anything', '/azerbaijan', '/AZ']) {
      expect(parseCountryPrefix(path), path).toEqual({
        country: undefined,
        language: 'en',
        prefix: '',
      });
    }
  });

  it('reads a language segment after the country, or alone for Global', () => {
    expect(parseCountryPrefix('/az/ru/faq')).toMatchObject({ language: 'ru', prefix: '/az/ru' });
    expect(parseCountryPrefix('/ru')).toEqual({
      country: undefined,
      language: 'ru',
      prefix: '/ru',
    });
    expect(parseCountryPrefix('/az/en')).toMatchObject({ language: 'en', prefix: '/az/en' });
  });

  it('does not route inactive countries', () => {
    expect(parseCountryPrefix('/kz').country).toBeUndefined();
    expect(parseCountryPrefix('/ge/auth').language).toBe('en');
  });
});

describe('localizePath', () => {
  it('keeps paths as they are without a prefix', () => {
    expect(localizePath('/', '')).toBe('/');
    expect(localizePath('/auth?signup=true', '')).toBe('/auth?signup=true');
  });

  it('puts paths under the country prefix', () => {
    expect(localizePath('/', '/az')).toBe('/az');
    expect(localizePath('/auth', '/az')).toBe('/az/auth');
    expect(localizePath('/auth?signup=true', '/az')).toBe('/az/auth?signup=true');
    expect(localizePath('/?ref=x', '/az')).toBe('/az?ref=x');
    expect(localizePath('/#membership', '/az')).toBe('/az#membership');
    expect(localizePath('/faq#join', '/az')).toBe('/az/faq#join');
  });

  it('rejects relative paths', () => {
    expect(() => localizePath('auth', '/az')).toThrow();
  });
});
