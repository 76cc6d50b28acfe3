import { QueryClientProvider } from '@tanstack/react-query';
import { use } from 'react';
import { Outlet } from 'react-router';
import { loadMessages } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { useLocale } from '../../lib/use-locale';
import { AdminModeLayer } from '../admin-mode-layer';

/**
 * Layout of every page that talks to the API; loaded only when such a page is visited, with
 * the part of the catalogue the landing does not need. It awaits that part itself rather than
 * through `messages` in app/pages.ts: without React imported here, the bundler moves React
 * out of the entry into a chunk of its own, 1 KB more on the landing (P9).
 */
export default function QueryLayout() {
  const { language } = useLocale();
  use(loadMessages(language, 'app'));
  return (
    <QueryClientProvider client={queryClient}>
      <AdminModeLayer>
        <Outlet />
      </AdminModeLayer>
    </QueryClientProvider>
  );
}
