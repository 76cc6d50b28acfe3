import { Suspense, use, useEffect } from 'react';
import { I18nProvider } from '../lib/translation';
import { Outlet } from 'react-router';
import { loadI18n } from '../lib/i18n';
import { lazyComponent } from '../lib/lazy-component';
import { setDocumentLanguage } from '../lib/locale';
import { useLocale } from '../lib/use-locale';

const PageExtras = lazyComponent(() => import('./page-extras'));

/** The URL prefix picks the language: its catalogue loads before the page shows (no flash). */
export function LocaleLayout() {
  const { language } = useLocale();
  const i18n = use(loadI18n(language));

  useEffect(() => {
    setDocumentLanguage(language);
  }, [language]);

  return (
    <I18nProvider i18n={i18n}>
      <Outlet />
      <Suspense fallback={null}>
        <PageExtras />
      </Suspense>
    </I18nProvider>
  );
}
