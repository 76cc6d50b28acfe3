import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { localizePath, parseCountryPrefix, type Locale } from './locale';

export type LocaleContext = Locale & {
  /** Keeps the current country prefix: `localizedPath('/auth')` is `/az/auth` under `/az`. */
  localizedPath: (path: string) => string;
};

export function useLocale(): LocaleContext {
  const { pathname } = useLocation();
  const locale = parseCountryPrefix(pathname);
  const { prefix } = locale;
  const localizedPath = useMemo(() => (path: string) => localizePath(path, prefix), [prefix]);
  return { ...locale, localizedPath };
}
