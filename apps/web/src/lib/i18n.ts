import type { Language } from '@vusal/shared/catalog/countries';
import type en from '@vusal/shared/i18n/en.json';
import { settled } from './settled';

/** English is the source catalogue; every other catalogue has exactly its keys (packages/shared test). */
export type Catalogue = typeof en;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<Key> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

/** Every key of the catalogue, plural forms (`age_one`, `age_other`) named once (`age`). */
export type MessageKey = WithoutPlural<Leaves<Catalogue>>;
/** Values a text interpolates as `{{name}}`; `count` also picks the plural form. */
export type MessageValues = Record<string, string | number | undefined>;
export type TFunction = (key: MessageKey, values?: MessageValues) => string;
/**
 * The translator for a key built at run time (`enums.${name}.${value}`, a validation key the
 * server sent): the catalogue cannot check it ahead of time, and a missing one reads as itself.
 */
export type TranslateKey = (key: string, values?: MessageValues) => string;

/** The translator of one language: the `t(key, values)` and `exists(key)` that i18next had. */
export type I18n = {
  readonly language: Language;
  readonly t: TFunction;
  readonly translateKey: TranslateKey;
  exists: (key: string) => boolean;
  /** Adds a part of the catalogue (loaded later); texts already rendered keep their values. */
  addMessages: (messages: Record<string, unknown>) => void;
};

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function flatten(messages: Record<string, unknown>, into: Map<string, string>, prefix = ''): void {
  for (const [name, value] of Object.entries(messages)) {
    if (typeof value === 'string') into.set(prefix + name, value);
    else if (value && typeof value === 'object') {
      flatten(value as Record<string, unknown>, into, `${prefix}${name}.`);
    }
  }
}

/**
 * A translator over flat keys. Plurals follow i18next's JSON v4 format (`key_one`, `key_few`,
 * `key_other`, chosen by `Intl.PluralRules` for the language), so the catalogues did not change
 * when i18next was replaced (docs/decisions/007). A missing key reads as the key itself.
 */
export function createI18n(language: Language, messages: Record<string, unknown>): I18n {
  const texts = new Map<string, string>();
  flatten(messages, texts);
  // Built on the first plural, not with the translator: Chrome builds an Intl object's locale
  // data when it is first asked for one, and most public pages never count anything.
  let plurals: Intl.PluralRules | undefined;

  const lookUp = (key: string, count: unknown): string | undefined => {
    if (typeof count === 'number') {
      plurals ??= new Intl.PluralRules(language);
      const form = texts.get(`${key}_${plurals.select(count)}`) ?? texts.get(`${key}_other`);
      if (form !== undefined) return form;
    }
    return texts.get(key);
  };

  const translateKey: TranslateKey = (key, values) => {
    const text = lookUp(key, values?.count);
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = values[name];
      return value === undefined ? placeholder : String(value);
    });
  };

  return {
    language,
    t: translateKey,
    translateKey,
    exists: (key) => texts.has(key),
    addMessages: (more) => flatten(more, texts),
  };
}

type Messages = { default: Record<string, unknown> };
/** The parts of a catalogue (apps/web/messages-plugin.ts); `public` is the translator's first. */
type Part = 'public' | MessagePart;
/** A part of the catalogue loaded after the translator's first (`public`). */
export type MessagePart = 'landing' | 'info' | 'legal' | 'auth' | 'app';

// Only the active language is fetched, in parts: the public groups (what every public page
// shows first) with the translator, the rest only when a page needs it (docs/decisions/007).
const catalogues: Record<Language, Record<Part, () => Promise<Messages>>> = {
  en: {
    public: () => import('virtual:messages/en/public'),
    landing: () => import('virtual:messages/en/landing'),
    info: () => import('virtual:messages/en/info'),
    legal: () => import('virtual:messages/en/legal'),
    auth: () => import('virtual:messages/en/auth'),
    app: () => import('virtual:messages/en/app'),
  },
  az: {
    public: () => import('virtual:messages/az/public'),
    landing: () => import('virtual:messages/az/landing'),
    info: () => import('virtual:messages/az/info'),
    legal: () => import('virtual:messages/az/legal'),
    auth: () => import('virtual:messages/az/auth'),
    app: () => import('virtual:messages/az/app'),
  },
  ru: {
    public: () => import('virtual:messages/ru/public'),
    landing: () => import('virtual:messages/ru/landing'),
    info: () => import('virtual:messages/ru/info'),
    legal: () => import('virtual:messages/ru/legal'),
    auth: () => import('virtual:messages/ru/auth'),
    app: () => import('virtual:messages/ru/app'),
  },
};

const instances = new Map<Language, Promise<I18n>>();
const parts = new Map<string, Promise<void>>();

/** Loads a language once; the same promise is returned afterwards (safe to pass to `use`). */
export function loadI18n(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = settled(
      catalogues[language].public().then((module) => createI18n(language, module.default)),
    );
    // A failed load (network) may be retried by the next render.
    instance.catch(() => instances.delete(language));
    instances.set(language, instance);
  }
  return instance;
}

/**
 * Adds a part of a language's catalogue to its translator, once (safe to pass to `use`):
 * `landing` (the landing's sections below the fold), `info` (How it works, FAQ, About us),
 * `legal` (Terms of Service, Privacy Policy), `auth` (the sign-in page, and the API's and the
 * forms' messages) or `app` (every other page behind the query layout; it brings `auth` too).
 */
export function loadMessages(language: Language, part: MessagePart): Promise<void> {
  const key = `${language}/${part}`;
  let loaded = parts.get(key);
  if (!loaded) {
    loaded = settled(
      Promise.all([
        loadI18n(language),
        catalogues[language][part](),
        part === 'app' && loadMessages(language, 'auth'),
      ]).then(([instance, module]) => instance.addMessages(module.default)),
    );
    loaded.catch(() => parts.delete(key));
    parts.set(key, loaded);
  }
  return loaded;
}
