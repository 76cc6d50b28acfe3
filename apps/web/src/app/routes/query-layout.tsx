import { QueryClientProvider } from '@tanstack/react-query';
import { use, useEffect } from 'react';
import { Outlet } from 'react-router';
import { loadMessages } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { useLocale } from '../../lib/use-locale';
import { AdminModeLayer } from '../admin-mode-layer';

/**
 * Layout of every page that talks to the API; loaded only when such a page is visited, with
 * the sign-in page's part of the catalogue (`auth`); the pages under it that need more say so
 * in app/pages.ts. It awaits that part itself rather than through `messages` there: without
 * React imported here, the bundler moves React out of the entry into a chunk of its own, 1 KB
 * more on the landing (P9).
 */
export default function QueryLayout() {
  const { language } = useLocale();
  use(loadMessages(language, 'auth'));
  // The rest of the texts, once the page has hydrated: the page after sign-in needs them.
  useEffect(() => void loadMessages(language, 'app').catch(() => undefined), [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminModeLayer>
        <Outlet />
      </AdminModeLayer>
    </QueryClientProvider>
  );
}
