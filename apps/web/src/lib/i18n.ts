import type { Language } from '@vusal/shared/catalog/countries';
import type en from '@vusal/shared/i18n/en.json';
import { createInstance, type i18n } from 'i18next';

/** English is the source catalogue; `az.json` has exactly its keys (packages/shared test). */
export type Catalogue = typeof en;

type Messages = { default: Record<string, unknown> };

// Only the active language is fetched, and in two halves: the public groups (landing, 404)
// first, the rest when a page behind the query layout needs it (docs/decisions/007).
const catalogues: Record<
  Language,
  { public: () => Promise<Messages>; app: () => Promise<Messages> }
> = {
  en: {
    public: () => import('virtual:messages/en/public'),
    app: () => import('virtual:messages/en/app'),
  },
  az: {
    public: () => import('virtual:messages/az/public'),
    app: () => import('virtual:messages/az/app'),
  },
};

const instances = new Map<Language, Promise<i18n>>();
const appMessages = new Map<Language, Promise<void>>();

/** One i18next instance per language, so switching the URL prefix switches text without events. */
export function createI18n(
  language: Language,
  catalogue: Partial<Catalogue> | Record<string, unknown>,
): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: catalogue } },
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Loads a language once; the same promise is returned afterwards (safe to pass to `use`). */
export function loadI18n(language: Language): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = catalogues[language].public().then((module) => createI18n(language, module.default));
    // A failed load (network) may be retried by the next render.
    instance.catch(() => instances.delete(language));
    instances.set(language, instance);
  }
  return instance;
}

/**
 * Adds the rest of a language's catalogue to its instance, once. Layouts of signed-in and
 * account pages await it before rendering (safe to pass to `use`).
 */
export function loadAppMessages(language: Language): Promise<void> {
  let loaded = appMessages.get(language);
  if (!loaded) {
    loaded = Promise.all([loadI18n(language), catalogues[language].app()]).then(
      ([instance, module]) => {
        instance.addResourceBundle(language, 'translation', module.default, true, true);
      },
    );
    loaded.catch(() => appMessages.delete(language));
    appMessages.set(language, loaded);
  }
  return loaded;
}
