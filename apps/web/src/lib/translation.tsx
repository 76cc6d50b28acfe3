import { createContext, use, type ReactNode } from 'react';
import type { I18n, TFunction, TranslateKey } from './i18n';

const I18nContext = createContext<I18n | null>(null);

/** Gives the pages below it the translator of the URL's language. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * The same shape react-i18next's hook had, so feature components did not change; `translateKey`
 * is the one way to translate a key built at run time (`enums.${name}.${value}`).
 */
export function useTranslation(): { t: TFunction; translateKey: TranslateKey; i18n: I18n } {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  return { t: i18n.t, translateKey: i18n.translateKey, i18n };
}
