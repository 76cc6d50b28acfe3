import type { Language } from '@vusal/shared/catalog/countries';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, type MessageKey } from './i18n';

const messages = {
  greet: 'Hello, {{name}}!',
  nested: { age_one: '{{count}} year', age_other: '{{count}} years', plain: 'Plain' },
  only: { other_other: '{{count}} things' },
};
// The fixture's keys are not the catalogue's: the typed `t` is exercised through a cast.
const key = (name: string) => name as MessageKey;

describe('createI18n', () => {
  it('interpolates {{values}} and leaves unknown placeholders as written', () => {
    const { t } = createI18n('en', messages);
    expect(t(key('greet'), { name: 'Aysel' })).toBe('Hello, Aysel!');
    expect(t(key('greet'))).toBe('Hello, {{name}}!');
  });

  it('translates a key built at run time with translateKey, the same texts as t', () => {
    const { translateKey } = createI18n('en', messages);
    const group = 'nested';
    expect(translateKey(`${group}.plain`)).toBe('Plain');
    expect(translateKey(`${group}.age`, { count: 2 })).toBe('2 years');
    expect(translateKey(`${group}.missing`)).toBe('nested.missing');
  });

  it('picks the plural form with Intl.PluralRules, as i18next JSON v4 does', () => {
    const { t } = createI18n('en', messages);
    expect(t(key('nested.age'), { count: 1 })).toBe('1 year');
    expect(t(key('nested.age'), { count: 5 })).toBe('5 years');
    expect(t(key('only.other'), { count: 1 })).toBe('1 things');
  });

  it('builds its plural rules on the first count, not before (Chrome builds their data then)', () => {
    const Original = Intl.PluralRules;
    const PluralRules = vi.spyOn(Intl, 'PluralRules').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    });
    const { t } = createI18n('en', messages);
    t(key('greet'), { name: 'Aysel' });
    expect(PluralRules).not.toHaveBeenCalled();
    t(key('nested.age'), { count: 2 });
    t(key('nested.age'), { count: 3 });
    expect(PluralRules).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('uses the language’s own plural categories (Russian has few and many)', () => {
    const forms = { n_one: 'one', n_few: 'few', n_many: 'many', n_other: 'other' };
    const russian = createI18n('ru' as Language, forms);
    expect([1, 3, 5, 21].map((count) => russian.t(key('n'), { count }))).toEqual([
      'one',
      'few',
      'many',
      'one',
    ]);
  });

  it('reads a missing key as the key, and knows which keys exist', () => {
    const i18n = createI18n('en', messages);
    expect(i18n.t(key('nope.missing'))).toBe('nope.missing');
    expect(i18n.exists('nested.plain')).toBe(true);
    expect(i18n.exists('nested')).toBe(false);
  });

  it('adds a later part of the catalogue', () => {
    const i18n = createI18n('en', messages);
    i18n.addMessages({ later: { text: 'Later' } });
    expect(i18n.t(key('later.text'))).toBe('Later');
    expect(i18n.t(key('nested.plain'))).toBe('Plain');
  });
});

describe('loadMessages', () => {
  it('brings the sign-in texts with the rest of the app, and only those with auth', async () => {
    // The catalogues a translator has loaded stay with its module: a fresh one has none yet.
    vi.resetModules();
    const { loadI18n, loadMessages } = await import('./i18n');
    await loadMessages('ru', 'auth');
    const i18n = await loadI18n('ru');
    expect(i18n.exists('auth.signIn.submit')).toBe(true);
    expect(i18n.exists('errors.INTERNAL')).toBe(true);
    expect(i18n.exists('signup.title')).toBe(false);
    await loadMessages('az', 'app');
    const az = await loadI18n('az');
    expect(az.exists('auth.signIn.submit')).toBe(true);
    expect(az.exists('signup.title')).toBe(true);
  });
});
