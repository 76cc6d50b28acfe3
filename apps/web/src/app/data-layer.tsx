import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { AdminModeLayer } from './admin-mode-layer';

/**
 * What the pages under the query layout talk to the API with: the app's one query client and
 * the admin preview layer. A chunk of its own, so the prerendered sign-in page hydrates its
 * layouts without TanStack Query and the schemas (decision 067).
 */
export default function DataLayer({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminModeLayer>{children}</AdminModeLayer>
    </QueryClientProvider>
  );
}
