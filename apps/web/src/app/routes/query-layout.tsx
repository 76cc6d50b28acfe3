import { QueryClientProvider } from '@tanstack/react-query';
import { use } from 'react';
import { Outlet } from 'react-router';
import { loadAppMessages } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { useLocale } from '../../lib/use-locale';
import { AdminModeLayer } from '../admin-mode-layer';

/**
 * Layout of every page that talks to the API; loaded only when such a page is visited, with
 * the part of the catalogue the landing does not need.
 */
export default function QueryLayout() {
  const { language } = useLocale();
  use(loadAppMessages(language));
  return (
    <QueryClientProvider client={queryClient}>
      <AdminModeLayer>
        <Outlet />
      </AdminModeLayer>
    </QueryClientProvider>
  );
}
