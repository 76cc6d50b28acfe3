import { use } from 'react';
import { loadInfoMessages } from '../../lib/i18n';
import { useLocale } from '../../lib/use-locale';

/** Suspends until the info pages' texts of the URL's language are in (no flash of keys). */
export function useInfoMessages(): void {
  const { language } = useLocale();
  use(loadInfoMessages(language));
}
