import type { Language } from '@vusal/shared/catalog/countries';
import type en from '@vusal/shared/i18n/en.json';
import { createInstance, type i18n } from 'i18next';

/** English is the source catalogue; `az.json` has exactly its keys (packages/shared test). */
export type Catalogue = typeof en;

// Only the active language's catalogue is fetched: each is its own chunk.
const catalogues: Record<Language, () => Promise<{ default: Catalogue }>> = {
  en: () => import('@vusal/shared/i18n/en.json'),
  az: () => import('@vusal/shared/i18n/az.json'),
};

const instances = new Map<Language, Promise<i18n>>();

/** One i18next instance per language, so switching the URL prefix switches text without events. */
export function createI18n(language: Language, catalogue: Catalogue): i18n {
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
    instance = catalogues[language]().then((module) => createI18n(language, module.default));
    // A failed load (network) may be retried by the next render.
    instance.catch(() => instances.delete(language));
    instances.set(language, instance);
  }
  return instance;
}
