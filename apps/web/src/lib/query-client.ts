import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { currentPreview } from './preview/preview-state';
import { sessionQueryKey } from './session';

const MAX_RETRIES = 2;

/** Retries network and server failures a couple of times, never a 4xx: asking again won't help. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Admin preview's answers are kept apart from the real ones under the same keys, so switching
 * the mode shows the sample data at once and switching back finds the real cache untouched.
 * The session is the one query shared by both: it says who may preview.
 */
export function hashQueryKey(queryKey: QueryKey): string {
  const isShared = queryKey[0] === sessionQueryKey[0];
  return hashKey(currentPreview() && !isShared ? ['preview', ...queryKey] : queryKey);
}

/**
 * The first part of every query key a guardian account reads (issue 39). What a guardian sees
 * follows the member's choice from the next request on (decision 050), so these are never
 * fresh: a page opened again asks the server instead of showing what a revoked guardian saw.
 */
export const guardianQueryKey = 'guardian';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryKeyHashFn: hashQueryKey,
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  client.setQueryDefaults([guardianQueryKey], { staleTime: 0 });
  return client;
}

/** The app's one client; mounted by the data layout route so the landing does not load it. */
export const queryClient = createQueryClient();
