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

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

/** The app's one client; mounted by the data layout route so the landing does not load it. */
export const queryClient = createQueryClient();
