import type en from '@vusal/shared/i18n/en.json';

// Typed keys: `t('landing.hero.title')` is checked against the English source catalogue.
declare module 'i18next' {
  // Module augmentation merges only into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
